import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { squadMachine, type SquadEvent } from '../../machines/squad.machine';
import { squadMembersKey, squadView } from '../../machines/squad.view';
import { ExitSquadDialog } from '../../ui/squad/ExitSquadDialog';
import { ShareCodes } from '../../ui/squad/ShareCodes';
import { SquadCallout } from '../../ui/squad/SquadCallout';
import { SquadHero } from '../../ui/squad/SquadHero';
import { SquadMembers } from '../../ui/squad/SquadMembers';
import { squadCallout, squadShareCopy } from '../../ui/squad/squadCopy';
import { SquadProblem } from '../../ui/squad/SquadProblem';
import { SquadSkeleton } from '../../ui/squad/SquadSkeleton';
import { clientStore } from '../app';
import { shareImage, useShare } from '../share';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { dateOf } from '../vip/dates';
import { vip } from '../../services/api/vip';
import { requireLogin } from '../auth';
import { apiWith } from '../callApi';
import { loadSquadMembers } from '../../services/squad';
import { sectionOf, useLoaded } from '../useLoaded';
import { useSettled } from '../usePainted';
import { squadServices } from './squadServices';

type Send = (event: SquadEvent) => void;

/** The squad page reads and acts through the one area it calls, bound at once: it paints before the sign-in layer. */
const api = apiWith({ vip });

const squadLink = (code: string) => `${window.location.origin}/squad/${code}`;

function SquadBody({ inviteCode }: { inviteCode: string }) {
  const navigate = useNavigate();
  const { share, guide } = useShare();
  const actor = useScreenActor(() => ({
    logic: squadMachine.provide(squadServices({ api, requireLogin })),
    options: { input: { inviteCode, signedIn: clientStore.get().token !== '' } },
  }));
  const view = useMachineView(actor, squadView);
  const send: Send = (event) => actor.send(event);
  // The members, below the squad's card and the way to join, wait for the page's own answers to be drawn; a join or
  // an exit changes the seats taken, and reads them again.
  const settled = useSettled();
  const members = useLoaded((key) => loadSquadMembers(api, key.split(':')[0]!), settled ? squadMembersKey(view) : null);

  switch (view.kind) {
    case 'loading':
      return <SquadSkeleton />;
    case 'failed':
    case 'notFound':
      return (
        <SquadProblem view={view} onRetry={() => send({ type: 'squad.retry' })} onHome={() => void navigate('/')} />
      );
    default: {
      const myUserId = String(clientStore.get().userInfo?.user_id ?? '');
      const codes = view.kind === 'own' || view.kind === 'member' ? view.codes : null;
      return (
        <Stack gap="md">
          <SquadHero
            ownerName={view.owner.nickname}
            ownerAvatar={view.owner.image_url}
            capacity={view.capacity}
            taken={view.taken}
            vipEndDate={dateOf(view.vipEndAt)}
          />
          <SquadCallout
            notice={view.notice}
            {...squadCallout(view, {
              join: () => send({ type: 'squad.join' }),
              exit: () => send({ type: 'squad.exit' }),
              openSquad: (code) => void navigate(`/squad/${code}`),
            })}
          />
          {codes && (
            <ShareCodes
              codes={codes}
              onShare={(code) =>
                share({ ...squadShareCopy(view.owner.nickname), link: squadLink(code), imgUrl: shareImage() })
              }
            />
          )}
          {guide}
          <SquadMembers
            members={sectionOf(members, (list) => list)}
            taken={view.taken}
            freeSeats={view.freeSeats}
            myUserId={myUserId}
          />
          {view.kind === 'member' && (
            <ExitSquadDialog
              opened={view.confirmingExit}
              onDismiss={() => send({ type: 'exit.cancel' })}
              onConfirm={() => send({ type: 'exit.confirm' })}
            />
          )}
        </Stack>
      );
    }
  }
}

/** /squad/:inviteCode: the VIP squad of an invite code, joining it, and my squad (spec §1, §7 squad_invite). */
export default function SquadScreen() {
  const { inviteCode = '' } = useParams();
  return (
    <TitledScreen>
      <Stack p="md">
        <SquadBody key={inviteCode} inviteCode={inviteCode} />
      </Stack>
    </TitledScreen>
  );
}
