import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient } from 'urql';
import { DeleteSloganMutation } from './slogan-operations.ts';

/**
 * Deletes a slogan, from the list or from its editor, and says so in a toast. Resolves to whether
 * it was deleted; what follows (refetch, leave the editor) is the caller's.
 */
export function useDeleteSlogan() {
  const { t } = useTranslation();
  const client = useClient();
  return async (sloganID: string): Promise<boolean> => {
    const result = await client
      .mutation(DeleteSloganMutation, { sloganID }, { silentErrors: true })
      .toPromise();
    if (result.error || !result.data?.deleteSlogan.success) {
      toast.error(t('catalogue.slogans.deleteError'));
      return false;
    }
    toast.success(t('catalogue.deleted'));
    return true;
  };
}
