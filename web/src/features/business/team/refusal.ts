import { useState } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { serverErrorText } from '../../../lib/errors';

/**
 * A change the server may refuse (a clinician with bookings, the last clinician): its own
 * sentence stays on screen beside the list until the next change, not only in a passing toast.
 */
export function useRefusal() {
  const dispatch = useAppDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = async (work: () => Promise<unknown>, done: string, fallback: string) => {
    setRefusal(null);
    try {
      await work();
      dispatch(toastShown('success', done));
      return true;
    } catch (failure) {
      setRefusal(serverErrorText(failure, fallback));
      return false;
    }
  };
  return { refusal, attempt, clear: () => setRefusal(null) };
}
