import { useNavigate } from 'react-router-dom';
import { ScreenFrame } from '../../ui/shell/ScreenFrame';
import { StatusView } from '../../ui/shell/StatusView';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <ScreenFrame title="页面不存在">
      <StatusView
        mark="404"
        title="页面不存在"
        description="你访问的页面不存在或已下线，请检查链接是否正确。"
        actions={[{ label: '返回首页', primary: true, onClick: () => navigate('/', { replace: true }) }]}
      />
    </ScreenFrame>
  );
}
