// A WASM contract's interface as its spec declares it: functions with their arguments, types and
// docs; structs, unions, enums and errors; events (SEP-48). Every name is the WASM's own text.
import type { ContractInterface, SpecParameter } from '@/contracts/contract-types'
import { RecordSection } from '@/resource-routes/detail-parts'

function Doc({ text }: { text: string }) {
  if (text === '') return null
  return <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">{text}</p>
}

function Parameters({ parameters }: { parameters: SpecParameter[] }) {
  return parameters.map((parameter, index) => (
    <span key={index}>
      {index > 0 ? ', ' : null}
      <bdi>{parameter.name}</bdi>:{' '}
      <bdi className="text-emerald-800 dark:text-emerald-300">{parameter.type}</bdi>
    </span>
  ))
}

export function ContractInterfaceSection({
  contractInterface,
  source,
}: {
  contractInterface: ContractInterface
  /** Where the interface comes from, e.g. "From the WASM's contractspecv0 (7,284 bytes)". */
  source: string
}) {
  const { functions, types, events } = contractInterface
  return (
    <RecordSection title="Interface">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {source}: {functions.length} functions, {types.length} types, {events.length} events.
      </p>
      <ul aria-label="Functions" className="space-y-2">
        {functions.map((fn, index) => (
          <li key={index} className="font-mono text-sm break-words">
            <bdi className="font-semibold">{fn.name}</bdi>(<Parameters parameters={fn.inputs} />)
            {fn.outputs.length > 0 ? (
              <>
                {' '}
                → <bdi>{fn.outputs.join(', ')}</bdi>
              </>
            ) : null}
            <Doc text={fn.doc} />
          </li>
        ))}
      </ul>
      {types.length > 0 ? (
        <ul aria-label="Types" className="space-y-2">
          {types.map((type, index) => (
            <li key={index} className="font-mono text-sm break-words">
              {type.kind} <bdi className="font-semibold">{type.name}</bdi> {'{ '}
              {type.members.map((member, memberIndex) => (
                <span key={memberIndex}>
                  {memberIndex > 0 ? ', ' : null}
                  <bdi>{member.name}</bdi>
                  {member.type === '' ? null : (
                    <>
                      {type.kind === 'enum' || type.kind === 'error' ? ' = ' : ': '}
                      <bdi>{member.type}</bdi>
                    </>
                  )}
                </span>
              ))}
              {' }'}
              <Doc text={type.doc} />
            </li>
          ))}
        </ul>
      ) : null}
      {events.length > 0 ? (
        <ul aria-label="Events" className="space-y-2">
          {events.map((event, index) => (
            <li key={index} className="font-mono text-sm break-words">
              event <bdi className="font-semibold">{event.name}</bdi> [
              <bdi>{event.prefixTopics.join(', ')}</bdi>] (
              {event.params.map((param, paramIndex) => (
                <span key={paramIndex}>
                  {paramIndex > 0 ? ', ' : null}
                  <bdi>{param.name}</bdi>: <bdi>{param.type}</bdi>{' '}
                  <span className="text-slate-500 dark:text-slate-400">in {param.location}</span>
                </span>
              ))}
              )
              <Doc text={event.doc} />
            </li>
          ))}
        </ul>
      ) : null}
    </RecordSection>
  )
}
