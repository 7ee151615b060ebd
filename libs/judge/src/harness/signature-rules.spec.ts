import type { ProblemSignature } from '@algosheets/contracts';
import { signatureFieldErrors } from './signature-rules';

describe('signatureFieldErrors, the rules of a signature the admin form and the gateway share', () => {
  it('keys an unknown parameter or return type by its field, with the type parser\'s message', () => {
    const errors = signatureFieldErrors({ kind: 'function', name: 'largest', params: [{ name: 'nums', type: 'vector<int>' }], returns: 'Integer' });
    expect(errors).toEqual({
      'signature.params.0.type': expect.stringMatching(/^unknown type "vector<int>": expected one of int, long/),
      'signature.returns': expect.stringMatching(/^unknown type "Integer"/),
    });
  });

  it('refuses void as a parameter type and repeated method names of a design class', () => {
    const design: ProblemSignature = {
      kind: 'design',
      className: 'Cache',
      constructorParams: [{ name: 'size', type: 'void' }],
      methods: [
        { name: 'get', params: [], returns: 'int' },
        { name: 'get', params: [], returns: 'void' },
      ],
    };
    expect(signatureFieldErrors(design)).toEqual({
      'signature.constructorParams.0.type': expect.stringMatching(/^unknown type "void"/),
      'signature.methods.1.name': 'Method names must differ',
    });
  });

  it('reports a malformed signature (a hostile request body) by its fields instead of throwing', () => {
    const hostile = { kind: 'function', name: 7, params: 'nums', returns: null } as unknown as ProblemSignature;
    expect(signatureFieldErrors(hostile)).toEqual({ 'signature.name': 'Name is required', 'signature.returns': 'Type is required' });
    expect(signatureFieldErrors({ kind: 'class' } as unknown as ProblemSignature)).toEqual({ 'signature.kind': 'A signature is a function or a design class' });
    expect(signatureFieldErrors(null as unknown as ProblemSignature)).toEqual({ 'signature.kind': 'A signature is a function or a design class' });
    const design = { kind: 'design', className: 'C', constructorParams: [null], methods: [{}] } as unknown as ProblemSignature;
    expect(signatureFieldErrors(design)).toEqual({
      'signature.constructorParams.0.name': 'Name is required',
      'signature.constructorParams.0.type': 'Type is required',
      'signature.methods.0.name': 'Name is required',
      'signature.methods.0.returns': 'Type is required',
    });
  });

  it('accepts a valid function and a void function that names its in-place parameter', () => {
    expect(signatureFieldErrors({ kind: 'function', name: 'largest', params: [{ name: 'nums', type: 'list<int>' }], returns: 'int' })).toEqual({});
    expect(signatureFieldErrors({ kind: 'function', name: 'rotate', params: [{ name: 'nums', type: 'int[]' }], returns: 'void', inPlace: 'nums' })).toEqual({});
  });
});
