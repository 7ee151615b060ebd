import type { DesignSignature, MethodSignature } from '@algosheets/contracts';
import { Box, Button, Heading, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormField } from './form-controls';
import { ParameterList } from './parameter-list';
import { applyListEdit, type FieldErrors, replaceAt } from './signature-form';

const BLANK_METHOD: MethodSignature = { name: '', params: [], returns: 'void' };

/**
 * A design problem's class: its name, the constructor's parameters and each method (name,
 * parameters, return type or `void`). Tests of a design problem are an operations list and an
 * arguments list, so editing the class leaves the test cases as they are.
 */
export function DesignClassEditor({ signature, errors, onChange }: { signature: DesignSignature; errors: FieldErrors; onChange: (next: DesignSignature) => void }) {
  const setMethod = (index: number, method: MethodSignature) => onChange({ ...signature, methods: replaceAt(signature.methods, index, method) });
  return (
    <Stack gap="4">
      <FormField label="Class name" error={errors['signature.className']}>
        <Input fontFamily="mono" value={signature.className} placeholder="LRUCache" onChange={(event) => onChange({ ...signature, className: event.target.value })} />
      </FormField>
      <ParameterList
        title="Constructor parameters"
        label="Constructor parameter"
        params={signature.constructorParams}
        path="signature.constructorParams"
        errors={errors}
        onEdit={(edit) => onChange({ ...signature, constructorParams: applyListEdit(signature.constructorParams, edit, { name: '', type: '' }) })}
        onChange={(index, param) => onChange({ ...signature, constructorParams: replaceAt(signature.constructorParams, index, param) })}
      />
      {signature.methods.map((method, index) => (
        <Box key={`method-${index + 1}`} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" mb="2">
            <Heading as="h3" size="sm">{`Method ${index + 1}`}</Heading>
            <IconButton size="sm" variant="ghost" aria-label={`Remove method ${index + 1}`} onClick={() => onChange({ ...signature, methods: applyListEdit(signature.methods, { kind: 'remove', index }, BLANK_METHOD) })}>
              <LuTrash2 />
            </IconButton>
          </HStack>
          <Stack gap="3">
            <HStack align="flex-start">
              <FormField label={`Method ${index + 1} name`} error={errors[`signature.methods.${index}.name`]}>
                <Input fontFamily="mono" value={method.name} placeholder="get" onChange={(event) => setMethod(index, { ...method, name: event.target.value })} />
              </FormField>
              <FormField label={`Method ${index + 1} return type (or void)`} error={errors[`signature.methods.${index}.returns`]}>
                <Input fontFamily="mono" value={method.returns} placeholder="int" onChange={(event) => setMethod(index, { ...method, returns: event.target.value })} />
              </FormField>
            </HStack>
            <ParameterList
              title={`Method ${index + 1} parameters`}
              label={`Method ${index + 1} parameter`}
              params={method.params}
              path={`signature.methods.${index}.params`}
              errors={errors}
              onEdit={(edit) => setMethod(index, { ...method, params: applyListEdit(method.params, edit, { name: '', type: '' }) })}
              onChange={(position, param) => setMethod(index, { ...method, params: replaceAt(method.params, position, param) })}
            />
          </Stack>
        </Box>
      ))}
      {errors['signature.methods'] && <Box color="fg.error" fontSize="sm">{errors['signature.methods']}</Box>}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange({ ...signature, methods: applyListEdit(signature.methods, { kind: 'add' }, BLANK_METHOD) })}>
        <LuPlus /> Add Method
      </Button>
    </Stack>
  );
}
