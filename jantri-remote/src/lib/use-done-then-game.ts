import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { errorText } from './error-text';

/**
 * A ledger form's call ends the same way on every screen: success toasts its words and goes to
 * /game; a failure toasts the server's message, else the screen's fallback.
 */
export function useDoneThenGame() {
  const navigate = useNavigate();
  return (success: string, fallback: string) => ({
    onSuccess: () => {
      notifySuccess(success);
      navigate('/game');
    },
    onError: (error: Error) => notifyError(errorText(error, fallback)),
  });
}
