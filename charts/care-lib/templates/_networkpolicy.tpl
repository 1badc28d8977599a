{{- /* Default deny for the deployable's pods, then only what it needs. Peers are named:
  gateway     the gateway's pods (part-of: care)
  nats        the release's in-cluster NATS pods; any address when global.external.natsUrl is set
  postgresql  the release's in-cluster PostgreSQL pods; any address with global.external.databaseSecret
  dns         kube-dns / CoreDNS in any namespace
  ingress     any source (the ingress controller's namespace differs per cluster)
  otlp        any address, on the OTLP port; added when telemetry is on and global.otel.endpoint is set
  prometheus  pods labelled app.kubernetes.io/name=prometheus in any namespace (the Prometheus
              Operator's and kube-prometheus-stack's); let in on the http port when metrics are on
global.networkPolicy.peers.<name> replaces a peer's selectors (a list of NetworkPolicyPeer; an
empty list means any); global.networkPolicy.ports.{nats,postgresql,otlp} its port. */ -}}
{{- define "care-lib.networkPolicyPeers" -}}
{{- $g := .Values.global | default dict -}}
{{- $release := .Release.Name -}}
{{- $natsPeers := list (dict "podSelector" (dict "matchLabels" (dict "app.kubernetes.io/name" "nats" "app.kubernetes.io/instance" $release))) -}}
{{- if dig "external" "natsUrl" "" $g -}}
{{- $natsPeers = list -}}
{{- end -}}
{{- $postgresqlPeers := list (dict "podSelector" (dict "matchLabels" (dict "app.kubernetes.io/name" "postgresql" "app.kubernetes.io/instance" $release))) -}}
{{- if dig "external" "databaseSecret" "" $g -}}
{{- $postgresqlPeers = list -}}
{{- end -}}
{{- $peers := dict
  "gateway" (list (dict "podSelector" (dict "matchLabels" (dict "app.kubernetes.io/name" "gateway" "app.kubernetes.io/part-of" "care"))))
  "nats" $natsPeers
  "postgresql" $postgresqlPeers
  "dns" (list (dict "namespaceSelector" (dict) "podSelector" (dict "matchLabels" (dict "k8s-app" "kube-dns"))))
  "ingress" (list)
  "otlp" (list)
  "prometheus" (list (dict "namespaceSelector" (dict) "podSelector" (dict "matchLabels" (dict "app.kubernetes.io/name" "prometheus"))))
-}}
{{- range $name, $override := dig "networkPolicy" "peers" dict $g -}}
{{- $_ := set $peers $name ($override | default list) -}}
{{- end -}}
{{- toYaml (dict "peers" $peers) -}}
{{- end -}}

{{- define "care-lib.networkPolicy" -}}
{{- $g := .Values.global | default dict -}}
{{- if and .Values.networkPolicy.enabled (dig "networkPolicy" "enabled" true $g) -}}
{{- $peers := (include "care-lib.networkPolicyPeers" . | fromYaml).peers -}}
{{- $known := keys $peers | sortAlpha | join ", " -}}
{{- $from := list -}}
{{- $anySource := false -}}
{{- $ingressFrom := .Values.networkPolicy.ingressFrom | default list -}}
{{- if and .Values.metrics.enabled (not (has "prometheus" $ingressFrom)) -}}
{{- $ingressFrom = append $ingressFrom "prometheus" -}}
{{- end -}}
{{- range $name := $ingressFrom -}}
{{- if not (hasKey $peers $name) -}}
{{- fail (printf "networkPolicy.ingressFrom: unknown peer %q (known: %s)" $name $known) -}}
{{- end -}}
{{- $list := get $peers $name -}}
{{- if $list -}}
{{- $from = concat $from $list -}}
{{- else -}}
{{- $anySource = true -}}
{{- end -}}
{{- end -}}
{{- $egress := .Values.networkPolicy.egressTo | default list -}}
{{- if and .Values.telemetry.enabled (dig "otel" "endpoint" "" $g) (not (has "otlp" $egress)) -}}
{{- $egress = append $egress "otlp" -}}
{{- end -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "care-lib.fullname" . }}
  labels:
    {{- include "care-lib.labels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "care-lib.selectorLabels" . | nindent 6 }}
  policyTypes:
    - Ingress
    - Egress
  ingress:
    {{- if $ingressFrom }}
    - ports:
        - port: http
          protocol: TCP
      {{- if not $anySource }}
      from:
        {{- toYaml $from | nindent 8 }}
      {{- end }}
    {{- end }}
    {{- with .Values.networkPolicy.extraIngress }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  egress:
    {{- range $name := $egress }}
    {{- if not (hasKey $peers $name) }}
    {{- fail (printf "networkPolicy.egressTo: unknown peer %q (known: %s)" $name $known) }}
    {{- end }}
    {{- $to := get $peers $name }}
    - ports:
        {{- if eq $name "dns" }}
        - port: 53
          protocol: UDP
        - port: 53
          protocol: TCP
        {{- else }}
        - port: {{ include "care-lib.port" (dict "root" $ "name" $name) | required (printf "networkPolicy.egressTo: %q has no port" $name) }}
          protocol: TCP
        {{- end }}
      {{- if $to }}
      to:
        {{- toYaml $to | nindent 8 }}
      {{- end }}
    {{- end }}
    {{- with .Values.networkPolicy.extraEgress }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
{{- end -}}
{{- end -}}
