import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the DPC programmes: their steps, the practice certificate and the DPC attestation. */
export const DPC_MESSAGES = defineMessages({
  fr: {
    'dpc.errors.notProgramme': 'Cette inscription n’est pas celle d’un programme DPC.',
    'dpc.errors.stepLocked': 'Terminez d’abord les étapes précédentes du programme.',
    'dpc.errors.stepDone': 'Cette étape du programme est déjà validée.',
    'dpc.errors.stepByModules': 'La formation cognitive se valide en terminant ses modules.',
    'dpc.errors.assessmentInProgramme': 'Ce questionnaire se remplit dans l’étape du programme DPC.',
    'dpc.errors.certificateRequired': 'Déposez d’abord l’attestation de pratique.',
    'dpc.errors.certificateStep': 'L’attestation de pratique se dépose à l’étape d’évaluation des pratiques.',
    'dpc.errors.certificateMissing': 'Choisissez le fichier de l’attestation de pratique.',
    'dpc.errors.certificateEmpty': 'Ce fichier est vide.',
    'dpc.errors.certificateType': 'Ce fichier n’est ni un PDF, ni une image PNG ou JPEG : déposez l’attestation dans l’un de ces formats.',
    'dpc.errors.certificateTooBig': 'Ce fichier dépasse {max} Mo : réduisez-le (une page scannée ou une photo suffit).',
    'dpc.errors.attestationNotFound': 'Aucune attestation DPC pour cette inscription : le programme n’est pas terminé.',
    'dpc.success.stepCompleted': 'Étape validée.',
    'dpc.success.certificateUploaded': 'Attestation de pratique déposée.',
    'dpc.success.left': 'Vous avez quitté le programme : ce que vous avez fait est conservé.',
    'dpc.attestation.title': 'Attestation DPC',
    'dpc.attestation.reference': 'Programme DPC n°',
    'dpc.attestation.preAssessment': 'Évaluation initiale',
    'dpc.attestation.practice': 'Évaluation des pratiques',
    'dpc.attestation.practiceValue': '{type} – attestation déposée le {date}',
    'dpc.attestation.postAssessment': 'Évaluation finale',
    'dpc.attestation.score': '{score}/10, le {date}',
  },
  es: {
    'dpc.errors.notProgramme': 'Esta inscripción no es la de un programa acreditado.',
    'dpc.errors.stepLocked': 'Termine primero las etapas anteriores del programa.',
    'dpc.errors.stepDone': 'Esta etapa del programa ya está validada.',
    'dpc.errors.stepByModules': 'La formación teórica se valida al terminar sus módulos.',
    'dpc.errors.assessmentInProgramme': 'Este cuestionario se responde en la etapa del programa.',
    'dpc.errors.certificateRequired': 'Suba primero el certificado de práctica.',
    'dpc.errors.certificateStep': 'El certificado de práctica se sube en la etapa de evaluación de la práctica.',
    'dpc.errors.certificateMissing': 'Elija el archivo del certificado de práctica.',
    'dpc.errors.certificateEmpty': 'Este archivo está vacío.',
    'dpc.errors.certificateType': 'Este archivo no es un PDF ni una imagen PNG o JPEG: suba el certificado en uno de estos formatos.',
    'dpc.errors.certificateTooBig': 'Este archivo supera {max} MB: redúzcalo (basta una página escaneada o una foto).',
    'dpc.errors.attestationNotFound': 'No hay certificado del programa para esta inscripción: el programa no está terminado.',
    'dpc.success.stepCompleted': 'Etapa validada.',
    'dpc.success.certificateUploaded': 'Certificado de práctica subido.',
    'dpc.success.left': 'Ha dejado el programa: lo que ha hecho se conserva.',
    'dpc.attestation.title': 'Certificado del programa acreditado',
    'dpc.attestation.reference': 'Programa n.º',
    'dpc.attestation.preAssessment': 'Evaluación inicial',
    'dpc.attestation.practice': 'Evaluación de la práctica',
    'dpc.attestation.practiceValue': '{type} – certificado subido el {date}',
    'dpc.attestation.postAssessment': 'Evaluación final',
    'dpc.attestation.score': '{score}/10, el {date}',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof DPC_MESSAGES.fr, true> {}
}
