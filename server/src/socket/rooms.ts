/** Every open tab of one user joins this room (emitToUser sends to it). */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of one token; `in(tokenRoom(id)).disconnectSockets()` reaches all instances. */
export const tokenRoom = (tokenId: string) => `token:${tokenId}`;
