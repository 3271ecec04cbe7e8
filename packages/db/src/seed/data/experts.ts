/** Demo experts (authors and trainers), shared by all platforms. Invented people. */

export interface ExpertSeed {
  slug: string;
  name: string;
  title: string;
  bio: string;
}

export const EXPERTS: ExpertSeed[] = [
  // French-speaking experts
  {
    slug: 'claire-morel',
    name: 'Dr Claire Morel',
    title: 'Pharmacienne titulaire, formatrice en vaccination',
    bio: "Titulaire d'une officine à Lyon depuis 2009, elle forme les équipes officinales à la vaccination et aux TROD.",
  },
  {
    slug: 'julien-lefebvre',
    name: 'Julien Lefebvre',
    title: 'Pharmacien, docteur en pharmacologie clinique',
    bio: 'Ancien interne des Hospices civils de Lyon, spécialiste des anticoagulants et de la iatrogénie médicamenteuse.',
  },
  {
    slug: 'sophie-garnier',
    name: 'Sophie Garnier',
    title: 'Pharmacienne, diplômée en dermocosmétologie',
    bio: "Consultante pour des laboratoires de dermocosmétique, elle anime des ateliers de conseil cutané à l'officine.",
  },
  {
    slug: 'antoine-roux',
    name: 'Antoine Roux',
    title: 'Pharmacien adjoint, tabacologue',
    bio: "Titulaire du DU de tabacologie, il accompagne les patients dans le sevrage tabagique depuis dix ans.",
  },
  {
    slug: 'nathalie-faure',
    name: 'Dr Nathalie Faure',
    title: 'Pédiatre, nutritionniste',
    bio: "Praticienne au CHU de Bordeaux, elle intervient sur la nutrition de l'enfant et l'allaitement.",
  },
  {
    slug: 'marc-bertin',
    name: 'Marc Bertin',
    title: 'Pharmacien inspecteur honoraire',
    bio: 'Ancien inspecteur en pharmacie, expert de la réglementation des stupéfiants et de la qualité officinale.',
  },
  {
    slug: 'helene-perrin',
    name: 'Hélène Perrin',
    title: 'Pharmacienne, DU de gériatrie',
    bio: 'Spécialiste du bilan partagé de médication et de la prise en charge des patients âgés polymédiqués.',
  },
  {
    slug: 'olivier-chevalier',
    name: 'Olivier Chevalier',
    title: 'Pharmacien, homéopathe et phytothérapeute',
    bio: "Auteur d'ouvrages de conseil en homéopathie, phytothérapie et aromathérapie à l'officine.",
  },
  {
    slug: 'emilie-lambert',
    name: 'Émilie Lambert',
    title: 'Infirmière diplômée, formatrice AFGSU',
    bio: "Formatrice aux gestes et soins d'urgence pour les professionnels de santé depuis 2012.",
  },
  // Spanish-speaking experts
  {
    slug: 'lucia-fernandez',
    name: 'Dra. Lucía Fernández',
    title: 'Farmacéutica comunitaria, experta en atención farmacéutica',
    bio: 'Farmacéutica titular en Madrid y profesora asociada de Farmacia Práctica.',
  },
  {
    slug: 'javier-moreno',
    name: 'Javier Moreno',
    title: 'Farmacéutico, especialista en dermofarmacia',
    bio: 'Formador en dermofarmacia y cosmética para farmacias de toda España.',
  },
  {
    slug: 'carmen-ruiz',
    name: 'Dra. Carmen Ruiz',
    title: 'Farmacéutica, experta en farmacovigilancia',
    bio: 'Técnica del Centro Autonómico de Farmacovigilancia de Andalucía.',
  },
  {
    slug: 'pablo-navarro',
    name: 'Pablo Navarro',
    title: 'Farmacéutico, nutricionista',
    bio: 'Especialista en nutrición, dietética y suplementación en la farmacia comunitaria.',
  },
];
