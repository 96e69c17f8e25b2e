import { z } from 'zod';
import { describeZodError } from '../contract/zod-message';
import { textField } from '../contract/common';

const Body = z.object({
  name: textField('name').min(1, 'name is required'),
  age: z.number(),
  tags: z.array(z.string()).optional(),
});
const describe_ = (value: unknown) => {
  const result = Body.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error, 'body');
};

describe('describeZodError', () => {
  it("keeps a schema's own message and names the field", () => {
    expect(describe_({ name: '', age: 1 })).toEqual({ message: 'name is required', field: 'name' });
    expect(describe_({ name: 7, age: 1 })).toEqual({ message: 'name must be text', field: 'name' });
  });

  it("replaces zod's generic wording: required when missing, invalid otherwise", () => {
    expect(describe_({ name: 'a' })).toEqual({ message: 'age is required', field: 'age' });
    expect(describe_({ name: 'a', age: 'x' })).toEqual({ message: 'age is invalid', field: 'age' });
    expect(describe_({ name: 'a', age: 1, tags: [1] })).toEqual({
      message: 'tags.0 is invalid',
      field: 'tags.0',
    });
  });

  it('names the root when the whole value is wrong', () => {
    expect(describe_('text')).toEqual({ message: 'body is invalid', field: 'body' });
  });
});
