import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { StatusView } from '../../ui/shell/StatusView';
import { useScreenTitle } from './screenTitle';
import { TitledScreen } from './TitledScreen';

/** Screens whose flows arrive in later releases show their title and a way back, and nothing that looks like loading. */
export default function PendingScreen() {
  const title = useScreenTitle();
  const navigate = useNavigate();
  return (
    <TitledScreen>
      <StatusView
        mark={
          <Text span fz={28} fw={700} inherit>
            即将开放
          </Text>
        }
        title={title}
        description="该功能即将开放，敬请期待。"
        actions={[{ label: '返回首页', primary: true, onClick: () => navigate('/') }]}
      />
    </TitledScreen>
  );
}
