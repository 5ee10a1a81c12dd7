import { MIN_NODE_MAJOR, unsupportedNode } from './node-runtime';

describe('unsupportedNode', () => {
  it('accepts Node 24 and newer', () => {
    expect(unsupportedNode('24.0.0')).toBeUndefined();
    expect(unsupportedNode('26.1.2')).toBeUndefined();
  });

  it('refuses an older Node, naming it and the way to start', () => {
    const reason = unsupportedNode('20.20.2');
    expect(reason).toContain(`Node.js ${MIN_NODE_MAJOR} or newer`);
    expect(reason).toContain('v20.20.2');
    expect(reason).toContain('npm start');
  });

  it('accepts the Node this suite runs on, the pinned one', () => {
    expect(unsupportedNode(process.versions.node)).toBeUndefined();
  });
});
