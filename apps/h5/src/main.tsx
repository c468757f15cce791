import './theme/themes.css';
import './shared/ui/ui.css';

/**
 * Entry: the stylesheet and a few lines. The shell may already hold a static first paint (the home page's
 * search bar and banner, see the server's h5shell); the browser paints it before the app's code is
 * evaluated. The app's modules are preloaded by the shell, so waiting for that frame costs no download time.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void afterFirstPaint().then(() => import('./app/boot'));
