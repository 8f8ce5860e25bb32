export const apiFetch = async <T>(url: string, options: RequestInit): Promise<T> => {
  const r = await fetch(url, options);
  return (await r.json()) as T;
};
export const thirdPartyFetch = apiFetch;
