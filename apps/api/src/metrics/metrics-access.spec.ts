import { allowedAddresses, isAllowedAddress, metricsAccess } from './metrics-access';

describe('who may read the metrics', () => {
  const loopback = allowedAddresses(['loopback']);
  const token = 'a-metrics-token-long-enough-1234';

  it('lets loopback in by default, as IPv4, IPv4-mapped IPv6 or ::1', () => {
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1', '127.1.2.3'])
      expect(isAllowedAddress(loopback, address)).toBe(true);
    for (const address of ['10.0.0.5', '::ffff:192.168.1.2', 'fe80::1', undefined, 'garbage'])
      expect(isAllowedAddress(loopback, address)).toBe(false);
  });

  it('takes addresses and subnets of both families', () => {
    const list = allowedAddresses(['10.1.0.0/16', '192.0.2.7', 'fd00::/8']);
    expect(isAllowedAddress(list, '10.1.200.3')).toBe(true);
    expect(isAllowedAddress(list, '10.2.0.1')).toBe(false);
    expect(isAllowedAddress(list, '::ffff:192.0.2.7')).toBe(true);
    expect(isAllowedAddress(list, 'fd12::1')).toBe(true);
    expect(isAllowedAddress(list, '127.0.0.1')).toBe(false);
  });

  it('refuses a list entry that is not an address', () => {
    expect(() => allowedAddresses(['prometheus.internal'])).toThrow(/METRICS_ALLOW/);
    expect(() => allowedAddresses(['10.0.0.0/40'])).toThrow(/prefix/);
  });

  it('opens with the token from anywhere, and says 401 or 403 otherwise', () => {
    const allow = allowedAddresses([]);
    const from = (authorization?: string) => ({ address: '203.0.113.9', authorization });
    expect(metricsAccess(from(`Bearer ${token}`), { allow, token })).toBe('allowed');
    expect(metricsAccess(from('Bearer wrong'), { allow, token })).toBe('unauthenticated');
    expect(metricsAccess(from(), { allow, token })).toBe('unauthenticated');
    expect(metricsAccess(from(), { allow, token: undefined })).toBe('forbidden');
    expect(metricsAccess(from(`Bearer ${token}`), { allow, token: undefined })).toBe('unauthenticated');
    expect(metricsAccess({ address: '127.0.0.1', authorization: undefined }, { allow: loopback, token })).toBe('allowed');
  });
});
