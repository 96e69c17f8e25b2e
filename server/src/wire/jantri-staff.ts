import { paiseToRupees, type StaffBook, type StaffMember } from '@bgmi/shared/server';
import type {
  writerEntries,
  writerTotals,
} from '../repositories/jantri-staff/jantri-staff-entries-repository';
import type { StaffWithNames } from '../repositories/jantri-staff/jantri-staff-repository';
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

type WriterTotalRow = Awaited<ReturnType<typeof writerTotals>>[number];
type WriterEntryRow = Awaited<ReturnType<typeof writerEntries>>[number];

/** What one writer wrote in one game on a day (the operator's staff entries). */
export const toWriterTotal = (row: WriterTotalRow, day: string) => ({
  writer_name: row.writerName,
  game_name: row.gameName,
  date: day,
  records: row.records,
  total_amount: paiseToRupees(row.totalPaise),
});

/** A record a writer wrote, as the staff entries list it. */
export const toWriterEntry = (row: WriterEntryRow) => ({
  _id: row.id,
  writer_name: row.writerName,
  client_name: row.clientName,
  game_name: row.gameName,
  bet_numbers: row.hrufType ? `${row.hrufType} ${row.betNumbers}` : row.betNumbers,
  total_amount: paiseToRupees(row.totalPaise),
  createdAt: row.createdAt.toISOString(),
});
