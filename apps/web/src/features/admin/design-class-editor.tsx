import { Box, Button, Heading, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormField } from './form-controls';
import { ParameterList } from './parameter-list';
import type { ProblemFormValues } from './problem-form';
import type { FieldErrors } from './signature-form';

/**
 * A design problem's class: its name, the constructor's parameters and each method (name,
 * parameters, return type or `void`). Tests of a design problem are an operations list and an
 * arguments list, so editing the class leaves the test cases as they are.
 */
export function DesignClassEditor({ form, errors }: { form: UseFormReturn<ProblemFormValues>; errors: FieldErrors }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'signature.methods' });
  return (
    <Stack gap="4">
      <FormField label="Class name" error={errors['signature.className']}>
        <Input fontFamily="mono" placeholder="LRUCache" {...form.register('signature.className')} />
      </FormField>
      <ParameterList title="Constructor parameters" label="Constructor parameter" form={form} name="signature.constructorParams" errors={errors} />
      {fields.map((field, index) => (
        <Box key={field.id} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" mb="2">
            <Heading as="h3" size="sm">{`Method ${index + 1}`}</Heading>
            <IconButton size="sm" variant="ghost" aria-label={`Remove method ${index + 1}`} onClick={() => remove(index)}>
              <LuTrash2 />
            </IconButton>
          </HStack>
          <Stack gap="3">
            <HStack align="flex-start">
              <FormField label={`Method ${index + 1} name`} error={errors[`signature.methods.${index}.name`]}>
                <Input fontFamily="mono" placeholder="get" {...form.register(`signature.methods.${index}.name`)} />
              </FormField>
              <FormField label={`Method ${index + 1} return type (or void)`} error={errors[`signature.methods.${index}.returns`]}>
                <Input fontFamily="mono" placeholder="int" {...form.register(`signature.methods.${index}.returns`)} />
              </FormField>
            </HStack>
            <ParameterList title={`Method ${index + 1} parameters`} label={`Method ${index + 1} parameter`} form={form} name={`signature.methods.${index}.params`} errors={errors} />
          </Stack>
        </Box>
      ))}
      {errors['signature.methods'] && <Box color="fg.error" fontSize="sm">{errors['signature.methods']}</Box>}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => append({ name: '', params: [], returns: 'void' })}>
        <LuPlus /> Add Method
      </Button>
    </Stack>
  );
}
