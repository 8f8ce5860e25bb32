import '@mantine/notifications/styles.layer.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { toastsReady } from './notify';

/** Loaded with the first toast (see notify.ts): Mantine's notifications, top right, 5 s, at most 4. */
export function ToastHost() {
  useEffect(() => toastsReady((toast) => notifications.show(toast)), []);
  return <Notifications position="top-right" autoClose={5000} limit={4} />;
}
