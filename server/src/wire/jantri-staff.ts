import type { StaffBook, StaffMember } from '@bgmi/shared/server';
import type { StaffWithNames } from '../repositories/jantri-staff-repository';
import type { StaffRole } from '../db/schema';

/** A book its staff member works in, as the staff calls answer it. */
export function staffBookToWire(row: {
  ownerId: string;
  ownerName: string;
  role: StaffRole;
  clientNames: string[];
}): StaffBook {
  return {
    book_id: row.ownerId,
    operator_name: row.ownerName,
    role: row.role,
    client_names: row.clientNames,
  };
}

/** One of the operator's staff (or an open invitation: its code is shown until it is used). */
export function staffMemberToWire(row: StaffWithNames): StaffMember {
  return {
    _id: row.id,
    role: row.role,
    status: row.status,
    invite_code: row.status === 'invited' ? row.inviteCode : null,
    user_name: row.userName,
    client_names: row.clientNames,
    createdAt: row.createdAt.toISOString(),
  };
}
