/** Static content of the home page (spec: five service cards, four testimonials); words in ../locales. */
export const HOME_SERVICES = [
  {
    icon: 'training',
    path: '/services',
  },
  {
    icon: 'scrims',
    path: '/tournamentsSCRIMS',
  },
  {
    icon: 'tournaments',
    path: '/tournaments',
  },
  {
    icon: 'team',
    path: '/team-matching',
  },
  {
    icon: 'lan',
    path: '/lan-events',
  },
] as const;

export const TESTIMONIALS = [
  {
    key: 'rohan',
    name: 'Rohan K.',
  },
  {
    key: 'sneha',
    name: 'Sneha M.',
  },
  {
    key: 'arjun',
    name: 'Arjun P.',
  },
  {
    key: 'imran',
    name: 'Imran S.',
  },
] as const;
