import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <h1 className="p-4 text-xl font-semibold">Ledger Explorer</h1>
  </StrictMode>,
)
