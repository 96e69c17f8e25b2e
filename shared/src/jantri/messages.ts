/** Messages of the ledger screens, word for word from jantri spec sections 2, 5 and 8. */
export const LEDGER_MESSAGES = {
  selectBoth: 'Please select both client and game!',
  enterCutting: 'Please enter Cutting Number or Haroof Rs.',
  fillRequired: 'Please fill all required fields',
  enterGameName: 'Please enter a game name',
  selectClientAndGame: 'Please select both client and game',
  selectClientToDelete: 'Please select a client to delete',
  selectGameAndResult: 'Please select a game and enter the result',
  resultTooBig: 'Number cannot be greater than 100',
  userInfoMissing: 'User info missing. Please login again.',
  allFieldsRequired: 'All fields are required',
  clientAdded: 'Client added successfully!',
  clientUpdated: 'Client updated successfully!',
  gameAdded: 'Game added successfully!',
  jantriDeleted: 'Jantri deleted successfully!',
  gameDeleted: 'Jantri Games deleted successfully!',
  clientDeleted: 'Client deleted successfully!',
  resultUpdated: 'Result updated successfully!',
  resultsReset: 'All results reset successfully!',
  betDeleted: 'Bet deleted successfully',
  paymentSaved: 'Payment saved successfully',
  betsSaved: 'Bets saved successfully',
  enterBets: 'Please enter bets',
  clientNotFound: 'Client not found',
  gameNotFound: 'Game not found',
  betNotFound: 'Bet record not found',
  clientExists: 'A client with this name already exists',
  gameExists: 'A game with this name already exists',
  dateInFuture: 'Date cannot be later than today',
  somethingWrong: 'Something went wrong',
  somethingWrongBang: 'Something went wrong!',
  fetchDataFailed: 'Something went wrong while fetching data',
  betHistoryFailed: 'Failed to fetch bet history',
  betHistoryError: 'Something went wrong while fetching bet history.',
  deleteBetFailed: 'Failed to delete bet',
  deleteBetError: 'Error deleting bet',
  deleteJantriFailed: 'Failed to delete Jantri',
  updateFailed: 'Update failed',
  resetFailed: 'Reset failed',
  resetError: 'Something went wrong while resetting',
  loadResultFailed: 'Failed to load game result',
  fetchResultError: 'Something went wrong while fetching result',
  noClients: 'No clients found.',
  noData: 'No data found',
  noBetRecords: 'No bet records found.',
  noRecords: 'No records found.',
  noHisab: 'No data found pls select client and date',
  noDataDots: 'No Data Found...',
  noCutNum: 'no data above cutNum',
  noCutHrf: 'no data above cutHrf',
  copied: 'Copied!',
} as const;

/** The confirmation of /deleteClient. */
export function confirmDeleteClient(client: string): string {
  return `Are you sure you want to delete "${client}"?`;
}

/** Dropdown words of the cutting and laser book screens. */
export const ALL_CLIENTS = 'All Clients';
export const ALL_CLIENT = 'All Client';
