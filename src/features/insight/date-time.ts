import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** A submission's time: MM/DD/YYYY hh:mm A (section 9), in UTC as every date of the portal. */
export const formatDateTime = (value: string): string => dayjs.utc(value).format('MM/DD/YYYY hh:mm A');
