import type { ContentSeed } from './content-types.ts';

/** French demo content (every French-language platform). */
export const CONTENT_FR: ContentSeed = {
  faq: [
    {
      kind: 'general',
      title: 'Mon compte',
      questions: [
        {
          question: 'Comment créer mon compte sur {platform} ?',
          answerHtml:
            '<p>Votre titulaire ou votre référent vous invite depuis l’espace <strong>Gestion de ma pharmacie</strong>. Vous recevez un e-mail avec un lien valable 7 jours pour choisir votre mot de passe.</p>',
        },
        {
          question: 'J’ai oublié mon mot de passe, que faire ?',
          answerHtml:
            '<p>Sur l’écran de connexion, cliquez sur <em>Mot de passe oublié</em> et saisissez votre adresse e-mail. Le lien reçu est valable 60 minutes.</p>',
        },
        {
          question: 'Puis-je rattacher mon compte à plusieurs officines ?',
          answerHtml:
            '<p>Oui. Si vous exercez dans plusieurs pharmacies, vous choisissez l’établissement à chaque connexion sur l’écran <strong>Choix du compte</strong>.</p>',
        },
        {
          question: 'Comment modifier mon adresse e-mail ?',
          answerHtml: '<p>Cette question est en cours de rédaction.</p>',
          visible: false,
        },
      ],
    },
    {
      kind: 'general',
      title: 'Formations et DPC',
      questions: [
        {
          question: 'Qu’est-ce que le DPC ?',
          answerHtml:
            '<p>Le développement professionnel continu est une obligation triennale pour les pharmaciens et préparateurs. Les programmes DPC sont pris en charge par l’<a href="https://www.agencedpc.fr">ANDPC</a> dans la limite de votre forfait annuel.</p>',
        },
        {
          question: 'Combien de temps ai-je pour terminer une formation en ligne ?',
          answerHtml:
            '<p>Une formation e-learning reste accessible 12 mois après l’inscription. Vous pouvez l’interrompre et la reprendre où vous l’avez laissée.</p>',
        },
        {
          question: 'Comment obtenir mon attestation ?',
          answerHtml:
            '<p>Dès la formation terminée et le questionnaire final validé, l’attestation est téléchargeable depuis <strong>Mon profil &gt; Attestations</strong>.</p><ul><li>Attestation de suivi</li><li>Attestation DPC (pour les programmes DPC)</li></ul>',
        },
      ],
    },
    {
      kind: 'general',
      title: 'Classes virtuelles et présentiel',
      questions: [
        {
          question: 'De quel matériel ai-je besoin pour une classe virtuelle ?',
          answerHtml:
            '<p>Un ordinateur récent avec haut-parleurs ou casque, une connexion stable et un navigateur à jour. Une webcam est recommandée mais pas obligatoire.</p>',
        },
        {
          question: 'Que se passe-t-il si une session en présentiel est complète ?',
          answerHtml:
            '<p>Vous pouvez vous inscrire sur liste d’attente lorsque la session le permet. Nous vous prévenons par e-mail dès qu’une place se libère.</p>',
        },
        {
          question: 'Puis-je annuler mon inscription à une session ?',
          answerHtml:
            '<p>Oui, jusqu’à 7 jours avant la première date, depuis la page de la formation. Au-delà, contactez votre conseiller.</p>',
        },
      ],
    },
    {
      kind: 'general',
      title: 'Facturation (brouillon)',
      visible: false,
      questions: [{ question: 'Où trouver mes factures ?', answerHtml: '<p>Section en préparation.</p>' }],
    },
  ],
  news: [
    {
      slug: 'campagne-vaccination-grippe-2026',
      title: 'Campagne de vaccination antigrippale 2026-2027 : ce qui change à l’officine',
      excerpt: 'Ouverture le 14 octobre, élargissement des publics éligibles et nouvelles modalités de traçabilité.',
      bodyHtml:
        '<p>La campagne de vaccination contre la grippe saisonnière débute le 14 octobre. Les pharmaciens peuvent vacciner toutes les personnes de 11 ans et plus.</p><h2>Ce qu’il faut retenir</h2><ul><li>Traçabilité dans le DMP</li><li>Co-administration possible avec le vaccin contre le Covid-19</li></ul><p>Revoyez les gestes avec notre formation <a href="/dpc/vaccination-antigrippale-officine">Vaccination antigrippale à l’officine</a>.</p>',
      illustration: '/illustrations/video.svg',
      publishedAt: '2026-10-02T07:00:00Z',
    },
    {
      slug: 'trod-angine-cystite-remuneration',
      title: 'TROD angine et cystite : la rémunération revalorisée',
      excerpt: 'L’avenant conventionnel revalorise les tests rapides réalisés à l’officine.',
      bodyHtml:
        '<p>Depuis le 1<sup>er</sup> septembre, la réalisation d’un TROD angine suivie d’une dispensation est mieux rémunérée.</p><p>Formez votre équipe avec nos parcours dédiés aux <strong>tests rapides d’orientation diagnostique</strong>.</p>',
      illustration: '/illustrations/formation.svg',
      publishedAt: '2026-09-12T07:00:00Z',
    },
    {
      slug: 'nouveaux-webinaires-automne',
      title: 'Nos webinaires de l’automne',
      excerpt: 'Interactions médicamenteuses, conseil en dermocosmétique et bilan partagé de médication : inscrivez-vous.',
      bodyHtml:
        '<p>Trois webinaires en direct avec nos experts, le mardi à 13 h 30 :</p><ol><li>Interactions médicamenteuses chez le sujet âgé</li><li>Conseil en dermocosmétique</li><li>Bilan partagé de médication</li></ol>',
      illustration: '/illustrations/webinar.svg',
      publishedAt: '2026-09-01T07:00:00Z',
    },
    {
      slug: 'dpc-2026-2028-orientations',
      title: 'DPC 2026-2028 : les orientations prioritaires publiées',
      excerpt: 'Vaccination, prévention et pertinence des soins en tête des orientations.',
      bodyHtml:
        '<p>Les orientations prioritaires du DPC pour la période 2026-2028 ont été publiées.</p><blockquote>Les programmes de notre catalogue sont mis à jour pour y répondre.</blockquote>',
      illustration: '/illustrations/dpc.svg',
      publishedAt: '2026-07-15T07:00:00Z',
    },
    {
      slug: 'podcast-conseil-officinal',
      title: 'Lancement de notre podcast « Au comptoir »',
      excerpt: 'Un épisode de 20 minutes chaque quinzaine sur les situations de conseil au comptoir.',
      bodyHtml: '<p>Écoutez-le pendant vos trajets : cas pratiques, questions de patients et réponses de nos experts.</p>',
      illustration: '/illustrations/podcast.svg',
      publishedAt: '2026-06-03T07:00:00Z',
    },
    {
      slug: 'pharmacovigilance-declaration',
      title: 'Pharmacovigilance : déclarer un effet indésirable en 5 minutes',
      excerpt: 'Le portail de signalement simplifie la déclaration depuis l’officine.',
      bodyHtml:
        '<p>Tout effet indésirable grave ou inattendu doit être déclaré. Le <a href="https://signalement.social-sante.gouv.fr">portail de signalement</a> guide la saisie pas à pas.</p>',
      illustration: '/illustrations/pdf.svg',
      publishedAt: '2026-04-20T07:00:00Z',
    },
    {
      slug: 'nouvelle-plateforme-en-ligne',
      title: '{platform} fait peau neuve',
      excerpt: 'Un catalogue plus rapide, une recherche qui tolère les fautes et un espace personnel repensé.',
      bodyHtml: '<p>Découvrez la nouvelle version de {platform} : recherche, filtres et reprise de vos formations en un clic.</p>',
      illustration: '/illustrations/mixt.svg',
      publishedAt: '2026-02-10T07:00:00Z',
    },
    {
      slug: 'brouillon-programme-2027',
      title: 'Programme 2027 (brouillon)',
      excerpt: 'Article en préparation.',
      bodyHtml: '<p>À paraître.</p>',
      illustration: '/illustrations/quiz.svg',
      publishedAt: null,
    },
  ],
  customPages: [
    {
      slug: 'engagement-qualite',
      title: 'Notre engagement qualité',
      bodyHtml:
        '<h2>Des formations conçues par des pharmaciens</h2><p>Chaque formation de {platform} est rédigée par des experts de l’officine et relue par un comité scientifique.</p><ul><li>Certification Qualiopi</li><li>Organisme enregistré auprès de l’ANDPC</li></ul>',
      startDate: '2026-01-01',
      endDate: null,
      options: { cta: { label: 'Voir le catalogue', href: '/catalogue' } },
    },
    {
      slug: 'offre-rentree-2025',
      title: 'Offre de rentrée 2025',
      bodyHtml: '<p>-20 % sur les formations en présentiel réservées avant le 31 octobre 2025.</p>',
      startDate: '2025-09-01',
      endDate: '2025-10-31',
      options: { banner: '/illustrations/faceToFaceOnly.svg' },
    },
  ],
  documents: [
    {
      path: 'guides',
      title: 'Guides pratiques',
      bodyHtml: '<p>Les guides pratiques de {platform} pour préparer et suivre vos formations.</p>',
    },
    {
      path: 'guides/officine',
      title: 'Organiser la formation à l’officine',
      bodyHtml: '<p>Planifier les formations de l’équipe sans désorganiser le comptoir.</p>',
    },
    {
      path: 'guides/officine/plan-de-formation',
      title: 'Construire le plan de formation annuel',
      bodyHtml:
        '<h2>Étapes</h2><ol><li>Recenser les besoins de l’équipe</li><li>Choisir les formations et leur financement</li><li>Répartir les sessions sur 12 mois</li></ol>',
    },
    {
      path: 'guides/officine/financements',
      title: 'Financer vos formations',
      bodyHtml: '<p>DPC (ANDPC), OPCO EP et fonds propres : quelle prise en charge pour quel public ?</p>',
    },
    {
      path: 'guides/classes-virtuelles',
      title: 'Réussir une classe virtuelle',
      bodyHtml: '<p>Testez votre matériel la veille, connectez-vous 10 minutes avant le début.</p>',
    },
    {
      path: 'privacy',
      title: 'Politique de confidentialité',
      bodyHtml:
        '<h2>Responsable du traitement</h2><p>{platform} traite vos données pour gérer votre compte, vos inscriptions et vos attestations, conformément au RGPD.</p><h2>Vos droits</h2><p>Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité. Écrivez à <a href="mailto:dpo@pharma-campus.test">dpo@pharma-campus.test</a>. Vous pouvez saisir la CNIL.</p><h2>Durée de conservation</h2><p>Les attestations DPC sont conservées 6 ans.</p>',
    },
    {
      path: 'cookies-policy',
      title: 'Politique de cookies',
      bodyHtml:
        '<p>{platform} dépose des cookies nécessaires au fonctionnement du site (session, sécurité, langue) et, avec votre accord, des cookies de mesure d’audience.</p><h2>Cookies nécessaires</h2><ul><li><strong>session</strong> : votre connexion (2 heures)</li><li><strong>XSRF-TOKEN</strong> : protection des formulaires</li><li><strong>locale</strong> : votre langue (365 jours)</li></ul><h2>Mesure d’audience</h2><p>Déposés uniquement après votre consentement, modifiable à tout moment.</p>',
    },
  ],
  groupements: [
    {
      name: 'Pharmactiv’ Réseau',
      description: 'Groupement de 1 200 officines indépendantes, accompagnement en services pharmaceutiques.',
      logo: '/providers/pharmactiv.svg',
      url: 'https://www.example.org/pharmactiv',
    },
    {
      name: 'Giropharm Conseil',
      description: 'Réseau orienté conseil et dermocosmétique, formations d’équipe incluses.',
      logo: '/providers/giropharm.svg',
      url: 'https://www.example.org/giropharm',
    },
    {
      name: 'Les Pharmaciens Associés',
      description: 'Coopérative d’achats et de formation pour les officines de proximité.',
      logo: '/providers/pharmaciens-associes.svg',
      url: 'https://www.example.org/pharmaciens-associes',
    },
    {
      name: 'Santé Proximité',
      description: 'Groupement rural engagé dans la vaccination et les TROD.',
      logo: '/providers/sante-proximite.svg',
      url: 'https://www.example.org/sante-proximite',
    },
  ],
  billboards: [
    {
      title: 'Vaccination antigrippale 2026',
      text: 'Révisez les gestes et la traçabilité avant le pic de la campagne.',
      link: '/dpc/vaccination-antigrippale-officine',
      illustration: '/illustrations/video.svg',
    },
    {
      title: 'Vos webinaires de l’automne',
      text: 'Trois rendez-vous en direct avec nos experts, le mardi à 13 h 30.',
      link: '/actualites/nouveaux-webinaires-automne',
      illustration: '/illustrations/webinar.svg',
    },
    {
      title: 'Offre de rentrée',
      text: 'Bannière expirée, masquée.',
      link: '/pages/offre-rentree-2025',
      illustration: '/illustrations/faceToFaceOnly.svg',
      visible: false,
    },
  ],
  loginImage: { illustration: '/illustrations/login/{code}-fr.svg', bgColor: '#FFF4D6', isFullBg: false },
};
