#!/bin/sh
# Vendors every chart's dependencies, leaves first: Helm does not build the dependencies of a
# file:// dependency, so each deployable chart gets care-lib before the umbrella packages them.
# Run from anywhere; skaffold runs it before deploying (deploy.helm.hooks.before).
set -eu
cd "$(dirname "$0")"
command -v helm >/dev/null 2>&1 || { echo "build-deps: helm is not installed (https://helm.sh/docs/intro/install/)" >&2; exit 1; }
# the umbrella's remote dependencies: NATS from its chart repository, PostgreSQL over OCI
helm repo add nats https://nats-io.github.io/k8s/helm/charts/ --force-update >/dev/null
vendor() {
  # build follows a committed Chart.lock; without one, update resolves the ranges and writes it
  if [ -f "$1/Chart.lock" ]; then helm dependency build "$1" >/dev/null; else helm dependency update "$1" >/dev/null; fi
  echo "build-deps: $1"
}
for chart in */Chart.yaml; do
  dir=${chart%/Chart.yaml}
  case "$dir" in care-lib|care-platform) continue ;; esac
  vendor "$dir"
done
vendor care-platform
