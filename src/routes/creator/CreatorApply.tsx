import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  cleanApplication,
  INTRO_MAX,
  validateApplication,
  type ApplicationErrors,
  type CreatorApplication,
} from '../../domain/creator';
import { CreatorApplyView, lastRejection, type CreatorApplyState } from '../../ui/creator/CreatorApplyView';
import { api } from '../api';
import { clientStore } from '../app';
import { requireLogin } from '../auth';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

/** A reload keeps what was typed (sessionStorage); anything unreadable there starts an empty form. */
const DRAFT_KEY = 'creator-apply-draft';
const EMPTY: CreatorApplication = { name: '', phone: '', address: '', postcode: '', intro: '' };

function readDraft(): CreatorApplication {
  const phone = clientStore.get().userInfo?.phone_number_e164?.replace(/^\+86/, '') ?? '';
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<CreatorApplication> | null;
    const pick = (field: keyof CreatorApplication) =>
      typeof stored?.[field] === 'string' ? stored[field] : field === 'phone' ? phone : '';
    return {
      name: pick('name'),
      phone: pick('phone'),
      address: pick('address'),
      postcode: pick('postcode'),
      intro: pick('intro'),
    };
  } catch {
    return { ...EMPTY, phone };
  }
}

const saveDraft = (values: CreatorApplication | null) => {
  try {
    if (values) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage blocked: the form still works, only a reload forgets it.
  }
};

/** /creator/apply: signed in, a pending or approved application goes to its status; the form signs in on submit. */
export default function CreatorApply() {
  const navigate = useNavigate();
  const [values, setValues] = useState(readDraft);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const signedIn = clientStore.get().token !== '';
  const status = useRequest(() => api.creator.getApplicationStatus({ noToast: true }));
  const { run: check } = status;
  useEffect(() => {
    if (signedIn) check(undefined);
  }, [signedIn, check]);
  const decided = status.result?.status === 'PENDING' || status.result?.status === 'APPROVED';
  useEffect(() => {
    if (decided) void navigate('/creator/apply-status', { replace: true });
  }, [decided, navigate]);
  const submit = useRequest(
    async (form: CreatorApplication) => {
      if (!clientStore.get().token) await requireLogin();
      return api.creator.apply({ body: cleanApplication(form), noToast: true });
    },
    () => {
      saveDraft(null);
      void navigate('/creator/apply-status');
    },
  );

  const rejected = status.result?.status === 'REJECTED' ? status.result.reason : null;
  const failure = submit.error && submit.error !== LOGIN_CANCELLED_TEXT ? submit.error : '';
  const state: CreatorApplyState =
    signedIn && !status.result && !status.error
      ? { kind: 'checking' }
      : {
          kind: 'form',
          form: values,
          errors,
          busy: submit.busy,
          introMax: INTRO_MAX,
          notice: failure
            ? { tone: 'error', text: failure }
            : rejected
              ? { tone: 'info', text: lastRejection(rejected) }
              : null,
        };
  return (
    <TitledScreen>
      <CreatorApplyView
        state={state}
        onChange={(field, value) => {
          const next = { ...values, [field]: value };
          setValues(next);
          saveDraft(next);
          if (errors[field]) setErrors(validateApplication(next));
        }}
        onSubmit={() => {
          const found = validateApplication(values);
          setErrors(found);
          if (Object.keys(found).length === 0) submit.run(values);
        }}
      />
    </TitledScreen>
  );
}
