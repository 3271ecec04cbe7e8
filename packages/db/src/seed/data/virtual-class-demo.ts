/**
 * The demo's virtual class (seed step `seedVirtualClassDemo`): two learners booked on the January session of the
 * chronic pain class, and the trainer's link `/trainer/virtualClass/<trainerToken>` on any demo host. The token is
 * demo data, printed in the README like the demo password, not a secret: a real trainer's token is random and only
 * its hash is stored.
 */
export const VIRTUAL_CLASS_DEMO = {
  platform: 'demo',
  offerSlug: 'douleur-chronique-classe-virtuelle',
  sessionDate: '2027-01-12',
  trainerName: 'Julien Lefebvre',
  trainerToken: 'demo-formateur-douleur-chronique-2027-01-12',
  learners: ['chloe.simon@demo.test', 'romain.michel@demo.test'],
} as const;
