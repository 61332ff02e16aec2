import { fromPromise } from 'xstate';
import type { LookedUpCode } from '../../domain/staff';
import type { LookUpInput } from '../../machines/codeLookup.machine';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

/** The effects of codeLookupMachine: the lookup carries its reason, which the server writes to the audit log. */
export const codeLookupServices = ({ api }: { api: Api }) => ({
  actors: {
    lookUp: fromPromise<LookedUpCode, LookUpInput>(({ input }) =>
      withServerMessage(
        api.manage.getUserSmsCode({
          path: { country_code: 86, phone_number: input.phone },
          query: { reason: input.reason },
          noToast: true,
        }),
      ),
    ),
  },
});
