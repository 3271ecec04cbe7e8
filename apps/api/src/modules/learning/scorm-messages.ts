import { defineMessages } from '../../i18n/messages.ts';

/** Messages of SCORM packages: why an import is refused, why a commit is refused. */
export const SCORM_MESSAGES = defineMessages({
  fr: {
    'scorm.notAZip': 'Le paquet SCORM doit être une archive zip.',
    'scorm.tooBig': 'Le paquet SCORM est trop volumineux (au plus {limit} Mo, décompressé compris).',
    'scorm.tooManyFiles': 'Le paquet SCORM contient trop de fichiers (au plus {limit}).',
    'scorm.pathEscapes': 'Le paquet SCORM contient un chemin qui sort de son dossier : {path}',
    'scorm.symlink': 'Le paquet SCORM contient un lien symbolique, refusé : {path}',
    'scorm.noManifest': 'Le paquet SCORM n’a pas de fichier imsmanifest.xml à sa racine.',
    'scorm.manifestUnreadable': 'Le fichier imsmanifest.xml du paquet SCORM est illisible.',
    'scorm.unknownVersion': 'Le manifeste ne dit pas s’il s’agit de SCORM 1.2 ou de SCORM 2004.',
    'scorm.noLaunchFile': 'Le manifeste ne désigne aucun SCO à lancer.',
    'scorm.launchFileMissing': 'Le fichier de lancement du premier SCO est absent du paquet : {path}',
    'scorm.notInDataModel': 'Cet élément ne fait pas partie du modèle de données SCORM {version}.',
    'scorm.invalidValue': 'Cette valeur n’est pas permise par le modèle de données SCORM {version}.',
    'scorm.notScorm': 'Ce module n’est pas un module e-learning SCORM.',
    'scorm.launchRefused': 'Ce lien vers le module a expiré ou n’est pas le vôtre. Rouvrez le module.',
  },
  es: {
    'scorm.notAZip': 'El paquete SCORM debe ser un archivo zip.',
    'scorm.tooBig': 'El paquete SCORM es demasiado grande (como máximo {limit} MB, también descomprimido).',
    'scorm.tooManyFiles': 'El paquete SCORM contiene demasiados archivos (como máximo {limit}).',
    'scorm.pathEscapes': 'El paquete SCORM contiene una ruta que sale de su carpeta: {path}',
    'scorm.symlink': 'El paquete SCORM contiene un enlace simbólico, rechazado: {path}',
    'scorm.noManifest': 'El paquete SCORM no tiene un archivo imsmanifest.xml en su raíz.',
    'scorm.manifestUnreadable': 'El archivo imsmanifest.xml del paquete SCORM no se puede leer.',
    'scorm.unknownVersion': 'El manifiesto no indica si es SCORM 1.2 o SCORM 2004.',
    'scorm.noLaunchFile': 'El manifiesto no indica ningún SCO que iniciar.',
    'scorm.launchFileMissing': 'Falta en el paquete el archivo de inicio del primer SCO: {path}',
    'scorm.notInDataModel': 'Este elemento no forma parte del modelo de datos SCORM {version}.',
    'scorm.invalidValue': 'Este valor no está permitido por el modelo de datos SCORM {version}.',
    'scorm.notScorm': 'Este módulo no es un módulo e-learning SCORM.',
    'scorm.launchRefused': 'Este enlace al módulo ha caducado o no es suyo. Vuelva a abrir el módulo.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof SCORM_MESSAGES.fr, true> {}
}
