import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { squadMachine, type SquadEvent } from '../../machines/squad.machine';
import { squadView, type SquadView } from '../../machines/squad.view';
import { ShareCodes } from '../../ui/squad/ShareCodes';
import { SquadCallout } from '../../ui/squad/SquadCallout';
import { SquadHero } from '../../ui/squad/SquadHero';
import { SquadMembers } from '../../ui/squad/SquadMembers';
import { SquadSkeleton } from '../../ui/squad/SquadSkeleton';
import { StatusView, type ScreenAction } from '../../ui/shell/StatusView';
import { clientStore } from '../app';
import { shareImage, useShare } from '../share';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { dateOf } from '../vip/dates';
import { appSignIn } from '../serviceDeps';
import { squadServices } from './squadServices';

type Send = (event: SquadEvent) => void;
type Loaded = Extract<SquadView, { owner: unknown }>;

const squadLink = (code: string) => `${window.location.origin}/squad/${code}`;

/** What the visitor can do here, by where they stand with the squad. */
function callout(view: Loaded, send: Send, openSquad: (code: string) => void) {
  const join: ScreenAction = {
    label: '加入小队',
    primary: true,
    loading: view.busy,
    onClick: () => send({ type: 'squad.join' }),
  };
  switch (view.kind) {
    case 'open':
      return {
        title: '加入小队，共享VIP会员',
        description: '加入后即可与队长共享会员权益，随时可以退出。',
        actions: [join],
      };
    case 'full':
      return {
        title: '小队已满',
        description: '这个小队的席位已经满了，可以请好友分享其他小队的邀请链接。',
        actions: [],
      };
    case 'own':
      return { title: '这是你的小队', description: '把邀请码分享给好友，好友加入后共享你的会员。', actions: [] };
    case 'member':
      return {
        title: '你已在这个小队中',
        description: '你正在共享队长的会员，退出后将不再享有小队会员。',
        actions: [
          {
            label: '退出小队',
            danger: true,
            loading: view.busy,
            onClick: () => view.canExit && send({ type: 'squad.exit' }),
          },
        ],
      };
    case 'elsewhere':
      return {
        title: '你已在其他小队中',
        description: `你已加入 ${view.mySquadOwner} 的小队，请先退出原小队，再加入这个小队。`,
        actions: view.myCode ? [{ label: '查看我的小队', primary: true, onClick: () => openSquad(view.myCode) }] : [],
      };
  }
}

function SquadBody({ inviteCode }: { inviteCode: string }) {
  const navigate = useNavigate();
  const { share, guide } = useShare();
  const actor = useScreenActor(() => ({
    logic: squadMachine.provide(squadServices(appSignIn)),
    options: { input: { inviteCode, signedIn: clientStore.get().token !== '' } },
  }));
  const view = useMachineView(actor, squadView);
  const send: Send = (event) => actor.send(event);
  const home = { label: '回到首页', onClick: () => void navigate('/') };

  switch (view.kind) {
    case 'loading':
      return <SquadSkeleton />;
    case 'failed':
      return (
        <StatusView
          mark="!"
          title="小队加载失败"
          description={view.error}
          actions={[{ label: '重试', primary: true, onClick: () => send({ type: 'squad.retry' }) }, home]}
        />
      );
    case 'notFound':
      return (
        <StatusView
          mark="?"
          title="小队邀请码无效"
          description={`没有找到邀请码为 ${view.inviteCode} 的小队，请向好友确认邀请链接。`}
          actions={[{ ...home, primary: true }]}
        />
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
            taken={view.members.length}
            vipEndDate={dateOf(view.vipEndAt)}
          />
          <SquadCallout notice={view.notice} {...callout(view, send, (code) => void navigate(`/squad/${code}`))} />
          {codes && (
            <ShareCodes
              codes={codes}
              onShare={(code) =>
                share({
                  title: `${view.owner.nickname}邀请你加入VIP小队`,
                  desc: '加入小队，共享花卡VIP会员',
                  link: squadLink(code),
                  imgUrl: shareImage(),
                })
              }
            />
          )}
          {guide}
          <SquadMembers members={view.members} freeSeats={view.freeSeats} myUserId={myUserId} />
          {view.kind === 'member' && (
            <Modal
              opened={view.confirmingExit}
              onClose={() => send({ type: 'exit.cancel' })}
              title="退出小队"
              centered
              radius="lg"
            >
              <Text size="sm">退出后你将不再共享队长的会员，确定退出吗？</Text>
              <Group mt="lg" grow>
                <Button variant="default" onClick={() => send({ type: 'exit.cancel' })}>
                  再想想
                </Button>
                <Button color="red" onClick={() => send({ type: 'exit.confirm' })}>
                  确定退出
                </Button>
              </Group>
            </Modal>
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
