import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { recoveryProblem, type Recovery, type RecoveryKind } from '../../domain/staff';
import { RecoverPanel } from '../../ui/admin/RecoverPanel';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';
import { StaffPagesPending, useStaffRequest } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

/** One kind of recovery: the ids, typed again, then sent once. */
function Recover({ kind }: { kind: RecoveryKind }) {
  const [target, setTarget] = useState('');
  const [modelId, setModelId] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const send = useRequest(
    (): Promise<Recovery> =>
      kind === 'schedule'
        ? api.hpkg.recoverGlobalSchedule({ path: { user_id: target.trim() }, body: {}, noToast: true })
        : api.hpkg.recoverPackageModel({
            path: { package_uuid: target.trim(), model_id: modelId.trim() },
            body: {},
            noToast: true,
          }),
    () => setTyped(null),
  );
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem('');
    send.reset();
  };
  return (
    <RecoverPanel
      title={SCREEN_COPY.recover[kind].title}
      description={SCREEN_COPY.recover[kind].description}
      fields={[
        { label: SCREEN_COPY.recover[kind].target, value: target, onChange: edit(setTarget) },
        ...(kind === 'model'
          ? [{ label: SCREEN_COPY.recover.modelId, value: modelId, onChange: edit(setModelId) }]
          : []),
      ]}
      confirm={
        typed === null ? null : { expected: target.trim(), typed, onType: setTyped, onCancel: () => setTyped(null) }
      }
      busy={send.busy}
      error={problem || send.error}
      done={send.result ? SCREEN_COPY.recover.done(send.result.target, dateTimeOf(send.result.recovered_at) ?? '') : ''}
      onAsk={() => {
        const why = recoveryProblem(kind, target, modelId);
        if (why) setProblem(why);
        else setTyped('');
      }}
      onSend={() => send.run(undefined)}
    />
  );
}

/** Whether this account may restore data: the admin's role (the server refuses everyone else all the same). */
const loadRole = () => api.auth.getMyInfo().then((me) => me.staff_role ?? null);

/** /admin/recover 数据恢复 (admins only): a user's study schedule, or a package's note type, each typed twice. */
export default function AdminRecover() {
  const role = useStaffRequest(loadRole);
  const { run } = role;
  useEffect(() => run(undefined), [run]);
  if (role.result !== 'ADMIN')
    return (
      <TitledScreen>
        <StaffPagesPending
          list="recover"
          read={{ error: role.error, forbidden: role.forbidden || role.done, reload: () => run(undefined) }}
        />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <Stack gap="md">
        <Recover kind="schedule" />
        <Recover kind="model" />
      </Stack>
    </TitledScreen>
  );
}
