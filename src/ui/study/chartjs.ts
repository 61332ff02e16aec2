import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { theme } from '../theme/theme';

/**
 * Chart.js, tree-shaken to what the study charts draw (bars, lines, a doughnut, dots). Loaded only by the charts,
 * as a chunk of its own (DESIGN §9: at most 80 KB gzip).
 */
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
);
Chart.defaults.font.family = theme.fontFamily;
Chart.defaults.font.size = 11;
Chart.defaults.animation = false;
Chart.defaults.maintainAspectRatio = false;
// A tap shows the tooltip of what is under the finger (the default events include touchstart).
Chart.defaults.plugins.tooltip.displayColors = true;

export { Chart };
