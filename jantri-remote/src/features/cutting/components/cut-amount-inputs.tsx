interface Amounts {
  cutNum: string;
  cutHrf: string;
}

/** The two numeric inputs with the spec's placeholders. */
export function CutAmountInputs({
  value,
  onChange,
}: {
  value: Amounts;
  onChange: (value: Amounts) => void;
}) {
  return (
    <>
      <div className="form-field">
        <label htmlFor="cut-num">Cutting Number</label>
        <input
          id="cut-num"
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="Cutting Number Rs."
          value={value.cutNum}
          onChange={(event) => onChange({ ...value, cutNum: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor="cut-hrf">Cutting Haruf</label>
        <input
          id="cut-hrf"
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="Cutting Haruf Rs."
          value={value.cutHrf}
          onChange={(event) => onChange({ ...value, cutHrf: event.target.value })}
        />
      </div>
    </>
  );
}
