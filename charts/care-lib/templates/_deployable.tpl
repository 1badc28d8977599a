{{- /* Everything one deployable needs, as one stream of documents: a deployable chart's only
template includes "care-lib.deployable" with its root context. Disabled parts are left out. */ -}}
{{- define "care-lib.deployable" -}}
{{- $parts := list
  (include "care-lib.serviceAccount" .)
  (include "care-lib.configMap" .)
  (include "care-lib.generatedSecret" .)
  (include "care-lib.deployment" .)
  (include "care-lib.service" .)
  (include "care-lib.hpa" .)
  (include "care-lib.pdb" .)
  (include "care-lib.networkPolicy" .)
  (include "care-lib.serviceMonitor" .)
  (include "care-lib.migrationJob" .)
-}}
{{- range $part := $parts }}
{{- if trim $part }}
---
{{ trim $part }}
{{- end }}
{{- end }}
{{- end -}}
