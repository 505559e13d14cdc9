import { Capabilities, capabilitiesOf, invigilatesEveryAssignment } from './roles';

describe('capabilities of a centre’s users', () => {
  it('gives the owner (no staff roles) and an administrator every capability', () => {
    expect(capabilitiesOf(null)).toEqual([...Capabilities]);
    expect(capabilitiesOf(['administrator'])).toEqual([...Capabilities]);
  });

  it('keeps an invigilator to the console frame and invigilation, an examiner to marking', () => {
    expect(capabilitiesOf(['invigilator'])).toEqual(['console', 'invigilate']);
    expect(capabilitiesOf(['examiner'])).toEqual(['console', 'mark', 'items']);
  });

  it('adds up several roles, in the table’s order', () => {
    expect(capabilitiesOf(['examiner', 'invigilator'])).toEqual(['console', 'invigilate', 'mark', 'items']);
  });

  it('lets only the owner and administrators invigilate assignments they were not given', () => {
    expect(invigilatesEveryAssignment(null)).toBe(true);
    expect(invigilatesEveryAssignment(['invigilator', 'administrator'])).toBe(true);
    expect(invigilatesEveryAssignment(['invigilator'])).toBe(false);
    expect(invigilatesEveryAssignment(['examiner'])).toBe(false);
  });
});
