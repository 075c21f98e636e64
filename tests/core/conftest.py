import pytest

from designer.core import registry
from tests.core.toy_game import TOY


@pytest.fixture(autouse=True)
def toy_game():
    registry.register(TOY)
    yield TOY
    registry.unregister(TOY.id)
