/**
 * The robot-check adapter (like the sign-on one): with VITE_RECAPTCHA_SITE_KEY set, the provider's
 * checkbox widget is loaded and its token is sent; in the mock modes (no key) a plain checkbox stands
 * in and gives a fixed mock token, and everything after it is the real code path.
 */
export const MOCK_ROBOT_TOKEN = 'mock-recaptcha-token';

export const ROBOT_SITE_KEY: string | undefined =
  (import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined) || undefined;

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

export interface RobotWidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): number;
  reset(id?: number): void;
}

let loading: Promise<RobotWidgetApi> | null = null;

/** Loads the provider's script once and resolves with its API. */
export function loadRobotWidget(): Promise<RobotWidgetApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('The robot check could not be loaded'));
    };
    script.onload = () => {
      const api = (window as unknown as { grecaptcha?: RobotWidgetApi & { ready(cb: () => void): void } }).grecaptcha;
      if (!api) return reject(new Error('The robot check could not be loaded'));
      api.ready(() => resolve(api));
    };
    document.head.appendChild(script);
  });
  return loading;
}
