/** Live sessions of the demo (seed step 12): local Europe/Paris dates and times, all in 2027. */
export interface DemoSession {
  marketingCity: string;
  date: string;
  start: string;
  end: string;
  max: number;
  current: number;
}

export const DEMO_LIVE_SESSIONS = {
  /** Each webinar without sessions gets one of these pairs, in turn. */
  webinars: [
    [
      { marketingCity: 'Webinaire', date: '2027-01-26', start: '12:30', end: '13:30', max: 300, current: 41 },
      { marketingCity: 'Webinaire', date: '2027-03-16', start: '20:00', end: '21:00', max: 300, current: 12 },
    ],
    [
      { marketingCity: 'Webinar', date: '2027-02-09', start: '13:00', end: '14:00', max: 200, current: 18 },
      { marketingCity: 'Webinar', date: '2027-04-13', start: '19:30', end: '20:30', max: 200, current: 0 },
    ],
  ] satisfies DemoSession[][],
  virtualClass: {
    slug: 'douleur-chronique-classe-virtuelle',
    /** One seat left: the browser test books it, and a second learner waits for it. */
    lastSeat: { marketingCity: 'Classe virtuelle', date: '2027-03-30', start: '12:30', end: '14:00', max: 8, current: 7 },
    /** Full, with its waiting list (arrival order as listed). */
    full: {
      marketingCity: 'Classe virtuelle',
      date: '2027-04-20',
      start: '19:30',
      end: '21:00',
      max: 3,
      booked: ['lea.dubois@demo.test', 'maxime.leroy@demo.test', 'chloe.simon@demo.test'],
      waiting: ['romain.michel@demo.test'],
    },
  },
} as const;
