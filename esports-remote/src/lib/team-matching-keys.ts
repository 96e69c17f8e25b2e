/** TanStack Query keys of the team-matching page, in one place so mutations invalidate them. */
export const teamKeys = {
  all: ['team-matching'] as const,
  players: ['team-matching', 'players'] as const,
  teams: ['team-matching', 'teams'] as const,
  teamInfo: (teamName: string) => ['team-matching', 'team-info', teamName.toLowerCase()] as const,
  myRequests: ['team-matching', 'my-requests'] as const,
  teamRequests: ['team-matching', 'team-requests'] as const,
  allPlayers: ['team-matching', 'all-players'] as const,
  friends: ['team-matching', 'friends'] as const,
  chat: (friendId: string) => ['team-matching', 'chat', friendId] as const,
};
