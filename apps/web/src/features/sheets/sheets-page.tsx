import type { ApiSheet } from '@algosheets/contracts';
import { Badge, Box, Button, Card, Center, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import amazonLogo from '../../assets/companies/amazon.svg';
import googleLogo from '../../assets/companies/google.svg';
import microsoftLogo from '../../assets/companies/microsoft.svg';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { useSession } from '../../api/session-api';
import { CreateSheetDialog } from './create-sheet-dialog';
import { useDeleteSheetMutation, useGetSheetsQuery } from './sheets-api';

/** Company logos: the Google, Microsoft and Amazon company sheets carry their company's logo. */
const COMPANY_SHEET_LOGOS = [
  { name: 'Google', src: googleLogo },
  { name: 'Microsoft', src: microsoftLogo },
  { name: 'Amazon', src: amazonLogo },
];

/**
 * The logo of a company sheet: the company its name begins with or contains, never a position in
 * the list (the content lists Amazon before Microsoft, which gave each the other's logo).
 */
export function companySheetLogo(sheetName: string): { name: string; src: string } | undefined {
  const words = sheetName.toLowerCase().split(/\W+/);
  return COMPANY_SHEET_LOGOS.find((logo) => words.includes(logo.name.toLowerCase()));
}

/** The delete confirmation text. */
export function deleteSheetMessage(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/** /playlist: 'Company Based Sheets' (public) and 'My Sheets' (personal). */
export function SheetsPage() {
  const { user, isAdmin } = useSession();
  const { data, isLoading, isFetching, isError, refetch } = useGetSheetsQuery();
  const [createOpen, setCreateOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ApiSheet>();
  const [deleteSheet, { isLoading: deleting }] = useDeleteSheetMutation();

  if (isLoading) return <Text color="fg.muted">Loading your sheets...</Text>;
  const sheets = data?.playLists ?? [];
  const publicSheets = sheets.filter((sheet) => sheet.isPublic);
  // An admin is sent every user's personal sheets: only their own are 'My Sheets'.
  const mySheets = sheets.filter((sheet) => !sheet.isPublic && sheet.createdBy === user?.id);
  const othersSheets = sheets.filter((sheet) => !sheet.isPublic && sheet.createdBy !== user?.id);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteSheet(toDelete.id).unwrap();
    } catch {
      // Reported by the mutation's toast.
    }
    setToDelete(undefined);
  };

  return (
    <Stack gap="10">
      <Heading as="h1" size="3xl">
        Sheets
      </Heading>
      {isError && !data ? (
        <LoadError what="Your sheets" onRetry={() => void refetch()} retrying={isFetching} />
      ) : sheets.length === 0 ? (
        <Stack align="center" gap="4" py="12" borderWidth="1px" borderStyle="dashed" rounded="xl">
          <Text color="fg.muted">No Sheets found. Start by creating one!</Text>
          <Button colorPalette="orange" onClick={() => setCreateOpen(true)}>
            <LuPlus /> Create New Sheet
          </Button>
        </Stack>
      ) : (
        <>
          {publicSheets.length > 0 && (
            <Box as="section" aria-labelledby="company-sheets">
              <Heading id="company-sheets" as="h2" size="xl" mb="4">
                Company Based Sheets
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                {publicSheets.map((sheet) => (
                  <SheetCard key={sheet.id} sheet={sheet} badge="Company Sheet" logo={companySheetLogo(sheet.name)} canDelete={isAdmin} onDelete={() => setToDelete(sheet)} />
                ))}
              </SimpleGrid>
            </Box>
          )}
          <Box as="section" aria-labelledby="my-sheets">
            <Heading id="my-sheets" as="h2" size="xl" mb="4">
              My Sheets
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {mySheets.map((sheet, index) => (
                <SheetCard key={sheet.id} sheet={sheet} badge={`Sheet ${index + 1}`} canDelete onDelete={() => setToDelete(sheet)} />
              ))}
              <Card.Root variant="outline" borderStyle="dashed" asChild>
                <button type="button" onClick={() => setCreateOpen(true)}>
                  <Center minH="44" flexDirection="column" gap="2" color="fg.muted">
                    <LuPlus size="28" />
                    <Text fontWeight="semibold">Create New Sheet</Text>
                  </Center>
                </button>
              </Card.Root>
            </SimpleGrid>
          </Box>
          {isAdmin && othersSheets.length > 0 && (
            <Box as="section" aria-labelledby="users-sheets">
              <Heading id="users-sheets" as="h2" size="xl" mb="4">
                Users&apos; Sheets (admin view)
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                {othersSheets.map((sheet) => (
                  <SheetCard key={sheet.id} sheet={sheet} badge="User Sheet" canDelete onDelete={() => setToDelete(sheet)} />
                ))}
              </SimpleGrid>
            </Box>
          )}
        </>
      )}
      <CreateSheetDialog open={createOpen} onOpenChange={setCreateOpen} />
      <ConfirmDialog
        open={toDelete !== undefined}
        title="Delete Sheet"
        message={deleteSheetMessage(toDelete?.name ?? '')}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(undefined)}
      />
    </Stack>
  );
}

interface SheetCardProps {
  sheet: ApiSheet;
  badge: string;
  logo?: { name: string; src: string };
  canDelete: boolean;
  onDelete: () => void;
}

function SheetCard({ sheet, badge, logo, canDelete, onDelete }: SheetCardProps) {
  return (
    <Card.Root variant="outline" data-testid="sheet-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start">
          {logo ? <Image src={logo.src} alt={`${logo.name} logo`} h="8" maxW="28" objectFit="contain" /> : <Box />}
          <Badge colorPalette={sheet.isPublic ? 'blue' : 'orange'}>{badge}</Badge>
        </HStack>
        <Card.Title>{sheet.name}</Card.Title>
        <Card.Description lineClamp={2}>{sheet.description || 'No description'}</Card.Description>
        <Text fontSize="sm" color="fg.muted">
          {sheet.problems.length} {sheet.problems.length === 1 ? 'problem' : 'problems'}
        </Text>
      </Card.Body>
      <Card.Footer gap="2">
        <Button asChild colorPalette="orange" size="sm">
          <RouterLink to={`/playlist/${sheet.id}`}>Start Learning</RouterLink>
        </Button>
        {canDelete && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Delete ${sheet.name}`}>
            <LuTrash2 /> Delete
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
