// Constants of the esports events contract (esports-events.ts) without its zod schemas, so code
// of a first page (the pages' prefetch table) can name them without loading the schema library.

/** Tournament / scrim categories (esports spec section 4), decided by the clock on the server. */
export const EVENT_TYPES = ['upcoming', 'live', 'past'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Squad size per registration (spec section 9). */
export const SQUAD_SIZE = 4;

/** Messages of the tournament screens and the registration dialog, word for word (spec 8). */
export const EVENT_MESSAGES = {
  loadingTournaments: 'Loading tournaments...',
  noUpcoming: 'Oops! No Upcoming Battles Yet',
  fetchFailed: 'Failed to fetch tournaments',
  registrationFailed: 'Registration failed.',
  teamsFailed: 'Failed to fetch your teams.',
  teamsError: 'Error fetching your team list.',
  notLeader: 'You are not a leader of any team.',
  selectTeam: 'Select a team first.',
  exactlyFour: 'You must select exactly 4 players.',
  onlyFour: 'You can select only 4 players per tournament.',
  registered: 'Team registered successfully!',
  alreadyRegisteredPrefix: 'Already registered: ',
  noDetails: 'No additional details.',
  blogsFailed: 'Failed to fetch blogs',
  noBlogs: 'No blogs found matching your search.',
} as const;
