import { defineMessages } from '../../i18n/messages.ts';

/** Messages of login, sessions and passwords, and the password-reset e-mail. */
export const IDENTITY_MESSAGES = defineMessages({
  fr: {
    'errors.invalidCredentials': 'Adresse e-mail ou mot de passe incorrect.',
    'errors.otherPlatform': 'Votre compte est rattaché à une autre plateforme : vous allez y être redirigé.',
    'errors.invalidToken': 'Ce lien n’est plus valable. Demandez-en un nouveau.',
    'errors.wrongCurrentPassword': 'Le mot de passe actuel est incorrect.',
    'errors.accountNotFound': 'Ce compte ne vous est pas accessible.',
    'errors.emailTaken': 'Un compte existe déjà avec cette adresse e-mail.',
    'success.resetMailSent': 'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
    'success.passwordReset': 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    'success.passwordUpdated': 'Votre mot de passe a été modifié.',
    'success.loggedOut': 'Vous êtes déconnecté.',
    'success.emailValidated': 'Votre adresse e-mail est confirmée.',
    'success.emailChangeSent': 'Pour utiliser {email} comme adresse de connexion, ouvrez le lien que nous venons d’y envoyer.',
    'success.loginDataUnchanged': 'Vos identifiants n’ont pas changé.',
    'mail.emailChange.subject': 'Confirmez votre nouvelle adresse e-mail {platform}',
    'mail.emailChange.text':
      'Bonjour {firstName},\n\nPour vous connecter désormais avec cette adresse, ouvrez ce lien (valable 24 heures) :\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre adresse actuelle reste inchangée.\n\n{platform}',
    'mail.reset.subject': 'Réinitialisation de votre mot de passe {platform}',
    'mail.reset.text':
      'Bonjour {firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 60 minutes) :\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n{platform}',
  },
  es: {
    'errors.invalidCredentials': 'Correo electrónico o contraseña incorrectos.',
    'errors.otherPlatform': 'Su cuenta pertenece a otra plataforma: le redirigimos a ella.',
    'errors.invalidToken': 'Este enlace ya no es válido. Solicite uno nuevo.',
    'errors.wrongCurrentPassword': 'La contraseña actual no es correcta.',
    'errors.accountNotFound': 'No tiene acceso a esta cuenta.',
    'errors.emailTaken': 'Ya existe una cuenta con este correo electrónico.',
    'success.resetMailSent': 'Si existe una cuenta con este correo, acabamos de enviarle un mensaje para restablecer la contraseña.',
    'success.passwordReset': 'Su contraseña ha sido modificada. Ya puede iniciar sesión.',
    'success.passwordUpdated': 'Su contraseña ha sido modificada.',
    'success.loggedOut': 'Ha cerrado la sesión.',
    'success.emailValidated': 'Su correo electrónico ha sido confirmado.',
    'success.emailChangeSent': 'Para usar {email} como correo de acceso, abra el enlace que acabamos de enviarle.',
    'success.loginDataUnchanged': 'Sus datos de acceso no han cambiado.',
    'mail.emailChange.subject': 'Confirme su nuevo correo electrónico de {platform}',
    'mail.emailChange.text':
      'Hola {firstName}:\n\nPara iniciar sesión con esta dirección a partir de ahora, abra este enlace (válido durante 24 horas):\n{link}\n\nSi no ha solicitado este cambio, ignore este mensaje: su dirección actual no cambia.\n\n{platform}',
    'mail.reset.subject': 'Restablecer su contraseña de {platform}',
    'mail.reset.text':
      'Hola {firstName}:\n\nPara elegir una nueva contraseña, abra este enlace (válido durante 60 minutos):\n{link}\n\nSi no ha solicitado este cambio, ignore este mensaje.\n\n{platform}',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof IDENTITY_MESSAGES.fr, true> {}
}
