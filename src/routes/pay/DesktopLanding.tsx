import { DesktopQrView } from '../../ui/pay/DesktopQrView';
import { TitledScreen } from '../shell/TitledScreen';

/** /pc: the desktop page, with a QR code to go on on a phone. */
export default function DesktopLanding() {
  return (
    <TitledScreen>
      <DesktopQrView url={`${window.location.origin}/vip-subscribe`} />
    </TitledScreen>
  );
}
