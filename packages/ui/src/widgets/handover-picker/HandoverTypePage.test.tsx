import type { HandoverType } from '@kurv/core/domain';
import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { HandoverTypePage, type HandoverTypePageProps } from './HandoverTypePage';
import { ADDRESS_SUGGESTIONS, AVAILABLE, DELIVERY_BELOW_MINIMUM, MINIMUM_PURCHASE_REMINDER, PICKUP_UNAVAILABLE } from './handover.fixtures';

function props(overrides: Partial<HandoverTypePageProps> = {}): HandoverTypePageProps {
  return {
    texts: nb,
    handoverType: 'Delivery',
    onHandoverTypeChange: vi.fn(),
    delivery: AVAILABLE,
    store: AVAILABLE,
    showLoginPrompt: false,
    onLogin: vi.fn(),
    addressForm: { value: '', suggestions: [], searching: false, errorText: null, submit: null },
    onAddressInputChange: vi.fn(),
    onAddressSelect: vi.fn(),
    onAddressSubmit: vi.fn(),
    reminder: null,
    hasTimePage: true,
    confirmDisabled: false,
    onConfirm: vi.fn(),
    onClose: vi.fn(),
    showTitle: true,
    ...overrides,
  };
}

function Stateful(overrides: Partial<HandoverTypePageProps>) {
  const [type, setType] = useState<HandoverType | null>('Delivery');
  return <HandoverTypePage {...props(overrides)} handoverType={type} onHandoverTypeChange={setType} />;
}

describe('HandoverTypePage', () => {
  it('has the title, the group and the address form for delivery (anonymous)', async () => {
    render(
      <HandoverTypePage
        {...props({
          showLoginPrompt: true,
          addressForm: { value: 'Karl', suggestions: ADDRESS_SUGGESTIONS, searching: false, errorText: null, submit: 'use' },
          reminder: MINIMUM_PURCHASE_REMINDER,
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hvordan ønsker du å få varene?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Leveringsalternativ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Levert på døren' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hente selv' })).not.toBeChecked();
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    expect(combobox).toHaveAttribute('placeholder', 'Søk på adresse her');
    expect(screen.getByText(nb.addressAttribution)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bruk adresse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'logg inn eller bli medlem' })).toBeInTheDocument();
    expect(screen.getByText('Husk!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fortsett' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Lukk' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the address error on the field, and «Lagre adresse» for a member', async () => {
    render(
      <HandoverTypePage
        {...props({
          hasTimePage: false,
          addressForm: {
            value: 'Fjellveien 1, 9990 Båtsfjord',
            suggestions: [],
            searching: false,
            errorText: nb.coverageUnavailable,
            submit: 'save',
          },
        })}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    expect(combobox).toBeInvalid();
    expect(combobox).toHaveAccessibleDescription('Vi leverer dessverre ikke til denne adressen');
    expect(screen.getByRole('button', { name: 'Lagre adresse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekreft' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('disables options with their reasons, and the confirm button by prop', async () => {
    render(
      <HandoverTypePage
        {...props({ delivery: DELIVERY_BELOW_MINIMUM, store: PICKUP_UNAVAILABLE, handoverType: null, confirmDisabled: true })}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Levert på døren' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Levert på døren' })).toHaveAccessibleDescription(DELIVERY_BELOW_MINIMUM.description ?? '');
    expect(screen.getByRole('radio', { name: 'Hente selv' })).toHaveAccessibleDescription('Vi kan dessverre ikke tilby henting i butikk');
    expect(screen.getByRole('button', { name: 'Fortsett' })).toBeDisabled();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is used by keys alone: arrows choose the type, Enter confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Stateful onConfirm={onConfirm} addressForm={null} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Levert på døren' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fortsett' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('reports login, address typing, picking and submitting', async () => {
    const user = userEvent.setup();
    const handlers = { onLogin: vi.fn(), onAddressInputChange: vi.fn(), onAddressSelect: vi.fn(), onAddressSubmit: vi.fn() };
    render(
      <HandoverTypePage
        {...props({
          ...handlers,
          showLoginPrompt: true,
          addressForm: { value: 'Karl', suggestions: ADDRESS_SUGGESTIONS, searching: false, errorText: null, submit: 'use' },
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'logg inn eller bli medlem' }));
    expect(handlers.onLogin).toHaveBeenCalled();
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    await user.type(combobox, 'a');
    expect(handlers.onAddressInputChange).toHaveBeenCalledWith('Karla');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(handlers.onAddressSelect).toHaveBeenCalledWith(ADDRESS_SUGGESTIONS[0]);
    await user.click(screen.getByRole('button', { name: 'Bruk adresse' }));
    expect(handlers.onAddressSubmit).toHaveBeenCalled();
  });
});

describe('HandoverTypePage: the handover options block', () => {
  it('shows the chosen pickup store with «Endre butikk»', async () => {
    const onChangeStore = vi.fn();
    render(
      <HandoverTypePage
        {...props({
          handoverType: 'Store',
          addressForm: null,
          optionsBlock: { kind: 'store', storeName: 'MENY Storo', storeAddress: 'Vitaminveien 7, 0485 Oslo' },
          onChangeStore,
        })}
      />,
    );
    expect(screen.getByText('MENY Storo')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Endre butikk' }));
    expect(onChangeStore).toHaveBeenCalledTimes(1);
  });

  it('offers «Velg hvor du vil ha varene levert» when a member has several delivery locations', async () => {
    const onDeliveryLocationChange = vi.fn();
    const { container } = render(
      <HandoverTypePage
        {...props({
          addressForm: null,
          optionsBlock: {
            kind: 'deliveryLocations',
            locations: [
              { id: 'home', label: 'Karl Johans gate 1, 0154 OSLO', hasStore: true },
              { id: 'cabin', label: 'Bryggen 1, 5003 BERGEN', hasStore: true },
            ],
            selectedId: 'home',
          },
          onDeliveryLocationChange,
        })}
      />,
    );
    const group = screen.getByRole('group', { name: 'Velg hvor du vil ha varene levert' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Karl Johans gate 1, 0154 OSLO' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Bryggen 1, 5003 BERGEN' }));
    expect(onDeliveryLocationChange).toHaveBeenCalledWith('cabin');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a location no store delivers to disabled with «(ingen levering)», and the address messages with the profile link', async () => {
    const { container } = render(
      <HandoverTypePage
        {...props({
          addressForm: null,
          optionsBlock: {
            kind: 'deliveryLocations',
            locations: [
              { id: 'home', label: 'Karl Johans gate 1, 0154 OSLO', hasStore: true },
              { id: 'north', label: 'Storgata 1, 9008 TROMSØ', hasStore: false },
            ],
            selectedId: 'home',
          },
          validation: { severity: 'error', messages: ['Vi mangler informasjon', 'Husnummer mangler'] },
          addressNotice: 'Din alternative adresse Storgata 1 er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
          noValidOptionsText: 'Ingen gyldige alternativer for utlevering funnet',
          contactDetailsLink: { href: '/profil/bestilling/#/kontaktdetaljer', label: 'Rediger adresser på profilsiden' },
        })}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Storgata 1, 9008 TROMSØ (ingen levering)' })).toBeDisabled();
    expect(screen.getByText('Husnummer mangler')).toBeTruthy();
    expect(screen.getByText(/alternative adresse Storgata 1 er ikke bekreftet/)).toBeTruthy();
    expect(screen.getByText('Ingen gyldige alternativer for utlevering funnet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rediger adresser på profilsiden' })).toHaveAttribute(
      'href',
      '/profil/bestilling/#/kontaktdetaljer',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no location picker for a single delivery location', () => {
    render(
      <HandoverTypePage
        {...props({
          addressForm: null,
          optionsBlock: {
            kind: 'deliveryLocations',
            locations: [{ id: 'home', label: 'Karl Johans gate 1, 0154 OSLO', hasStore: true }],
            selectedId: 'home',
          },
        })}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Velg hvor du vil ha varene levert' })).toBeNull();
  });

  it('lets a simplified-login user re-enter the address', async () => {
    const onReenterAddress = vi.fn();
    render(<HandoverTypePage {...props({ addressForm: null, showReenterAddress: true, onReenterAddress })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skriv inn adresse på nytt' }));
    expect(onReenterAddress).toHaveBeenCalledTimes(1);
  });

  it('shows «Lagre adresse» to a logged-in user and «Bruk adresse» to an anonymous one', () => {
    const { rerender } = render(
      <HandoverTypePage
        {...props({ addressForm: { value: 'Karl Johans gate 1', suggestions: [], searching: false, errorText: null, submit: 'save' } })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Lagre adresse' })).toBeTruthy();
    rerender(
      <HandoverTypePage
        {...props({ addressForm: { value: 'Karl Johans gate 1', suggestions: [], searching: false, errorText: null, submit: 'use' } })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Bruk adresse' })).toBeTruthy();
  });
});

describe('HandoverTypePage: missing profile data', () => {
  it('shows the platform’s validation messages as an error', () => {
    render(
      <HandoverTypePage
        {...props({
          addressForm: null,
          validation: {
            severity: 'error',
            messages: [
              'Vi mangler informasjon for adressen din Karl Johans gate 1. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
              'Telefonnummer mangler',
            ],
          },
        })}
      />,
    );
    expect(screen.getByText('Feil')).toBeTruthy();
    expect(screen.getByText('Telefonnummer mangler')).toBeTruthy();
  });

  it('tells why the handover was changed without the shopper (a forced change), and nothing without one', async () => {
    const { rerender } = render(<HandoverTypePage {...props({ forcedChangeText: nb.forcedChangePickupStoreInvalid })} />);
    expect(screen.getByText(nb.forcedChangePickupStoreInvalid)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    rerender(<HandoverTypePage {...props()} />);
    expect(screen.queryByText(nb.forcedChangePickupStoreInvalid)).not.toBeInTheDocument();
  });
});
