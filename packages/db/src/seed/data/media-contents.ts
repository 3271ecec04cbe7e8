import type { ContentQuestion } from '../../schema/module-contents.ts';
import type { TrainingLang } from '../../schema/trainings.ts';

/**
 * The demo media (files in `seed/media/`, made once with ffmpeg and pdfkit, see its README): one video, one podcast
 * episode and one pdf per language, shared by the demo modules of that kind and language.
 */
export const DEMO_MEDIA = {
  video: { fr: 'video-fr.webm', es: 'video-es.webm', mimeType: 'video/webm', durationSeconds: 30 },
  audio: { fr: 'podcast-fr.ogg', es: 'podcast-es.ogg', mimeType: 'audio/ogg', durationSeconds: 60 },
  pdf: { fr: 'guide-fr.pdf', es: 'guide-es.pdf', mimeType: 'application/pdf', durationSeconds: null },
} as const;

/** The questions of the first step of every demo video training: the video pauses at each `atSecond`. */
export const DEMO_VIDEO_QUESTIONS: Record<TrainingLang, ContentQuestion[]> = {
  fr: [
    {
      id: 'q1',
      atSecond: 8,
      text: 'Un patient demande un conseil pour un rhume. Que faites-vous d’abord ?',
      choices: ['Je propose directement un produit', 'Je pose des questions sur ses symptômes et ses traitements', 'Je l’oriente vers un médecin'],
      answer: 1,
      explanation: 'L’interrogatoire vient d’abord : symptômes, durée, terrain et traitements en cours.',
    },
    {
      id: 'q2',
      atSecond: 20,
      text: 'Quel signe doit faire orienter vers un médecin ?',
      choices: ['Une fièvre élevée qui dure plus de trois jours', 'Un nez qui coule', 'Un léger mal de gorge'],
      answer: 0,
      explanation: 'Une fièvre élevée et persistante sort du champ du conseil officinal.',
    },
  ],
  es: [
    {
      id: 'q1',
      atSecond: 8,
      text: 'Un paciente pide consejo para un resfriado. ¿Qué hace primero?',
      choices: ['Le propongo directamente un producto', 'Le pregunto por sus síntomas y sus tratamientos', 'Le derivo al médico'],
      answer: 1,
      explanation: 'Primero se pregunta: síntomas, duración, antecedentes y tratamientos actuales.',
    },
    {
      id: 'q2',
      atSecond: 20,
      text: '¿Qué signo obliga a derivar al médico?',
      choices: ['Fiebre alta que dura más de tres días', 'Mucosidad nasal', 'Un leve dolor de garganta'],
      answer: 0,
      explanation: 'Una fiebre alta y persistente queda fuera del consejo farmacéutico.',
    },
  ],
};
