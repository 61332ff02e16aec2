import { useNavigate } from 'react-router-dom';
import { NotFoundView } from '../../ui/shell/ShellStates';

export default function NotFound() {
  const navigate = useNavigate();
  return <NotFoundView onHome={() => void navigate('/', { replace: true })} />;
}
