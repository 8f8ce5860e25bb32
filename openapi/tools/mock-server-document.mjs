// The document Prism serves: the portal's operations as they are, and each third-party
// service's operations under /ext/<service>, so one Prism answers for all of them.
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export function buildMockServerDocument(portal, services) {
  const doc = structuredClone(portal);
  doc.components ??= {};
  for (const [service, spec] of Object.entries(services)) {
    const rename = (requirements) =>
      requirements.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [`${service}_${k}`, v])));
    for (const [path, item] of Object.entries(spec.paths ?? {})) {
      const copy = prefixRefs(item, service);
      for (const [method, op] of Object.entries(copy)) {
        if (!METHODS.has(method)) continue;
        op.security = rename(op.security ?? spec.security ?? []);
        op.operationId = `${service}_${op.operationId}`;
      }
      doc.paths[`/ext/${service}${path}`] = copy;
    }
    for (const [kind, entries] of Object.entries(spec.components ?? {})) {
      doc.components[kind] ??= {};
      for (const [name, value] of Object.entries(entries)) {
        doc.components[kind][`${service}_${name}`] = prefixRefs(value, service);
      }
    }
  }
  return doc;
}

function prefixRefs(value, service) {
  if (Array.isArray(value)) return value.map((v) => prefixRefs(v, service));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        k === '$ref' && typeof v === 'string'
          ? [k, v.replace(/^#\/components\/(\w+)\//, `#/components/$1/${service}_`)]
          : [k, prefixRefs(v, service)],
      ),
    );
  }
  return value;
}
