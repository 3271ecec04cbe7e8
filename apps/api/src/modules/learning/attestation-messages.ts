import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the attestations: the PDF's texts and the calls' failures. */
export const ATTESTATION_MESSAGES = defineMessages({
  fr: {
    'attestation.notFound': 'Aucune attestation ne correspond à cette formation.',
    'attestation.notGenuine': 'Aucune attestation ne porte ce code : elle n’est pas authentique.',
    'attestation.title': 'Attestation de formation',
    'attestation.certifies': 'Nous attestons que',
    'attestation.followed': 'a suivi et terminé la formation',
    'attestation.type': 'Type de formation',
    'attestation.started': 'Commencée le',
    'attestation.completed': 'Terminée le',
    'attestation.timeSpent': 'Temps réellement passé',
    'attestation.points': 'Points obtenus',
    'attestation.issued': 'Délivrée le {date} par {platform}.',
    'attestation.code': 'Code de vérification : {code}',
    'attestation.verifyHint': 'Pour vérifier que cette attestation est authentique, scannez le QR code ou ouvrez :',
    'attestation.type.dpc': 'Programme DPC',
    'attestation.type.mixt': 'Formation mixte',
    'attestation.type.formation': 'Formation en ligne',
    'attestation.type.faceToFaceOnly': 'Formation présentielle',
    'attestation.type.virtualClass': 'Classe virtuelle',
    'attestation.type.pdf': 'Document PDF',
    'attestation.type.video': 'Vidéo',
    'attestation.type.podcast': 'Podcast',
    'attestation.type.webinar': 'Webinaire',
    'attestation.type.quiz': 'Quiz',
  },
  es: {
    'attestation.notFound': 'No hay ningún certificado para esta formación.',
    'attestation.notGenuine': 'Ningún certificado lleva este código: no es auténtico.',
    'attestation.title': 'Certificado de formación',
    'attestation.certifies': 'Certificamos que',
    'attestation.followed': 'ha realizado y terminado la formación',
    'attestation.type': 'Tipo de formación',
    'attestation.started': 'Iniciada el',
    'attestation.completed': 'Terminada el',
    'attestation.timeSpent': 'Tiempo realmente dedicado',
    'attestation.points': 'Puntos obtenidos',
    'attestation.issued': 'Expedido el {date} por {platform}.',
    'attestation.code': 'Código de verificación: {code}',
    'attestation.verifyHint': 'Para comprobar que este certificado es auténtico, escanee el código QR o abra:',
    'attestation.type.dpc': 'Programa DPC',
    'attestation.type.mixt': 'Formación mixta',
    'attestation.type.formation': 'Formación en línea',
    'attestation.type.faceToFaceOnly': 'Formación presencial',
    'attestation.type.virtualClass': 'Aula virtual',
    'attestation.type.pdf': 'Documento PDF',
    'attestation.type.video': 'Vídeo',
    'attestation.type.podcast': 'Pódcast',
    'attestation.type.webinar': 'Seminario web',
    'attestation.type.quiz': 'Cuestionario',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof ATTESTATION_MESSAGES.fr, true> {}
}
