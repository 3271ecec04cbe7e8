import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the pharmacy's team (issue 15 part 2): its errors, its confirmations and its e-mails. */
export const TEAM_MESSAGES = defineMessages({
  fr: {
    'pharmacy.team.validation.noLearner': 'Choisissez au moins un apprenant.',
    'pharmacy.team.validation.noTraining': 'Choisissez au moins une formation.',
    'pharmacy.team.errors.alreadyInTeam': 'Cette adresse e-mail appartient déjà à un membre de votre équipe (actif, désactivé ou invité).',
    'pharmacy.team.errors.teamFull':
      'Votre contrat couvre {max} apprenants et votre équipe (invitations en attente comprises) les compte déjà. Passez au contrat supérieur depuis la page Contrat pour en ajouter.',
    'pharmacy.team.errors.memberNotFound': 'Cet apprenant ne fait pas partie de votre équipe.',
    'pharmacy.team.errors.trainingNotFound': 'Cette formation n’est pas proposée à votre pharmacie.',
    'pharmacy.team.errors.notSelf': 'Vous ne pouvez pas désactiver votre propre accès.',
    'pharmacy.team.errors.notOwner': 'Le titulaire de la pharmacie ne peut pas être désactivé.',
    'pharmacy.team.success.invited': 'Invitation envoyée à {email}.',
    'pharmacy.team.success.added': '{email} a déjà un compte : la personne a rejoint votre équipe et en a été informée par e-mail.',
    'pharmacy.team.success.attributed': 'Attribution effectuée.',
    'pharmacy.team.success.mailSent': 'Votre message a été envoyé.',
    'pharmacy.team.success.activated': 'L’accès a été réactivé.',
    'pharmacy.team.success.deactivated': 'L’accès a été désactivé.',
    'pharmacy.team.mail.invitation.subject': '{pharmacy} vous invite sur {platform}',
    'pharmacy.team.mail.invitation.text':
      'Bonjour {firstName},\n\n{sender} vous invite à rejoindre l’équipe de {pharmacy} sur {platform} pour suivre vos formations.\n\nCréez votre compte avec ce lien (valable 14 jours) :\n{link}\n\nSi vous ne connaissez pas cette pharmacie, ignorez ce message.',
    'pharmacy.team.mail.added.subject': 'Vous avez rejoint l’équipe de {pharmacy}',
    'pharmacy.team.mail.added.text':
      'Bonjour {firstName},\n\n{sender} vous a ajouté(e) à l’équipe de {pharmacy} sur {platform}. Connectez-vous avec votre compte habituel et choisissez ce compte pour suivre les formations qu’elle vous propose :\n{link}',
    'pharmacy.team.mail.message.text': '{message}\n\n—\nMessage de {sender} ({pharmacy}) envoyé depuis {platform}. Pour répondre, écrivez à {replyTo}.',
  },
  es: {
    'pharmacy.team.validation.noLearner': 'Elija al menos un alumno.',
    'pharmacy.team.validation.noTraining': 'Elija al menos una formación.',
    'pharmacy.team.errors.alreadyInTeam': 'Esta dirección de correo ya pertenece a un miembro de su equipo (activo, desactivado o invitado).',
    'pharmacy.team.errors.teamFull':
      'Su contrato cubre {max} alumnos y su equipo (invitaciones pendientes incluidas) ya los alcanza. Pase al contrato superior desde la página Contrato para añadir más.',
    'pharmacy.team.errors.memberNotFound': 'Este alumno no forma parte de su equipo.',
    'pharmacy.team.errors.trainingNotFound': 'Esta formación no se ofrece a su farmacia.',
    'pharmacy.team.errors.notSelf': 'No puede desactivar su propio acceso.',
    'pharmacy.team.errors.notOwner': 'El titular de la farmacia no puede ser desactivado.',
    'pharmacy.team.success.invited': 'Invitación enviada a {email}.',
    'pharmacy.team.success.added': '{email} ya tiene una cuenta: la persona se ha unido a su equipo y se le ha informado por correo.',
    'pharmacy.team.success.attributed': 'Asignación realizada.',
    'pharmacy.team.success.mailSent': 'Su mensaje ha sido enviado.',
    'pharmacy.team.success.activated': 'El acceso ha sido reactivado.',
    'pharmacy.team.success.deactivated': 'El acceso ha sido desactivado.',
    'pharmacy.team.mail.invitation.subject': '{pharmacy} le invita a {platform}',
    'pharmacy.team.mail.invitation.text':
      'Hola {firstName}:\n\n{sender} le invita a unirse al equipo de {pharmacy} en {platform} para seguir sus formaciones.\n\nCree su cuenta con este enlace (válido 14 días):\n{link}\n\nSi no conoce esta farmacia, ignore este mensaje.',
    'pharmacy.team.mail.added.subject': 'Se ha unido al equipo de {pharmacy}',
    'pharmacy.team.mail.added.text':
      'Hola {firstName}:\n\n{sender} le ha añadido al equipo de {pharmacy} en {platform}. Inicie sesión con su cuenta habitual y elija esta cuenta para seguir las formaciones que le propone:\n{link}',
    'pharmacy.team.mail.message.text': '{message}\n\n—\nMensaje de {sender} ({pharmacy}) enviado desde {platform}. Para responder, escriba a {replyTo}.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof TEAM_MESSAGES.fr, true> {}
}
